/**
 * `pnpm cao …`: builds the engine when its sources changed since the last build (scripts/build.mjs),
 * then runs the built command line, `dist/cli.js`, with plain Node.
 */
import module from 'node:module';
import { ensureBuilt } from './build.mjs';

// V8's compiled code is kept on disk between runs (Node ≥ 22.1): pdf.js alone is 1.7 MB of
// JavaScript, compiled anew in every parser thread of every run otherwise. The environment
// variable passes the cache on to those threads.
const cache = module.enableCompileCache?.();
if (cache?.directory) process.env.NODE_COMPILE_CACHE = cache.directory;

await ensureBuilt();
await import('../dist/cli.js');
