/**
 * `pnpm cao …`: builds the engine when its sources changed since the last build (scripts/build.mjs),
 * then runs the built command line, `dist/cli.js`, with plain Node.
 */
import { ensureBuilt } from './build.mjs';

await ensureBuilt();
await import('../dist/cli.js');
