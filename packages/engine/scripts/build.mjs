/**
 * Builds the engine's command line to plain JavaScript in `dist/` (esbuild): `dist/cli.js` holds the
 * engine and core, and every parser worker is its own bundle beside it (`dist/<name>.js`, found by
 * `src/text/worker-url.ts`). npm packages stay external, loaded from node_modules as they are.
 * `ensureBuilt()` builds only when a source the last build read has changed since, so `pnpm cao`
 * costs a few stat calls when nothing changed.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENGINE = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ENGINE, 'dist');
const STAMP = join(DIST, 'build-inputs.json');
const STAGING_PREFIX = '.staging-';
const ENTRY_POINTS = {
  cli: 'src/cli.ts',
  'pdf-text-worker': 'src/text/pdf/pdf-text-worker.ts',
  'docx-text-worker': 'src/text/docx/docx-text-worker.ts',
  'doc-text-worker': 'src/text/doc/doc-text-worker.ts',
};
/** Besides the sources: what decides how they are built. */
const BUILD_FILES = [fileURLToPath(import.meta.url), join(ENGINE, 'package.json')];

/** Our workspace packages export TypeScript, so they are bundled; every other package stays external. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@caoscan/') ? undefined : { path, external: true },
    );
  },
};

export async function build() {
  const { build: esbuild } = await import('esbuild');
  // Built into a folder of its own and then moved file by file, so a `cao` started meanwhile never
  // loads a half-written bundle.
  const staging = join(DIST, `${STAGING_PREFIX}${process.pid}`);
  // A source saved while the build runs may or may not be in it: it counts as changed.
  const startedAt = Date.now();
  const result = await esbuild({
    absWorkingDir: ENGINE,
    entryPoints: ENTRY_POINTS,
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // What cli.ts imports lazily (exceljs, the LLM SDKs) becomes its own chunk, loaded only when used.
    // Chunks stay beside the entry points: a worker pool in a chunk finds its worker as a sibling.
    splitting: true,
    chunkNames: '[name]-[hash]',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  const inputs = [...Object.keys(result.metafile.inputs).map((input) => join(ENGINE, input)), ...BUILD_FILES];
  const stamp = { startedAt, inputs: inputs.map((input) => relative(ENGINE, input)) };
  writeFileSync(join(staging, 'build-inputs.json'), JSON.stringify(stamp));
  const outputs = Object.keys(result.metafile.outputs).map((output) =>
    relative(staging, join(ENGINE, output)),
  );
  for (const output of outputs) renameSync(join(staging, output), join(DIST, output));
  // The stamp last: until it is in place, the build counts as not done.
  renameSync(join(staging, 'build-inputs.json'), STAMP);
  rmSync(staging, { recursive: true, force: true });
  // Chunks are named by content hash: those of earlier builds are no longer used.
  const current = new Set([...outputs, 'build-inputs.json']);
  for (const file of readdirSync(DIST))
    if (!current.has(file) && !file.startsWith(STAGING_PREFIX))
      rmSync(join(DIST, file), { recursive: true, force: true });
}

/** True when `dist/` was built from the sources as they are now. */
export function isBuildCurrent() {
  if (!existsSync(STAMP)) return false;
  const { startedAt, inputs } = JSON.parse(readFileSync(STAMP, 'utf8'));
  return inputs.every((input) => {
    try {
      return statSync(join(ENGINE, input)).mtimeMs < startedAt;
    } catch {
      return false; // a source that is gone: its importer changed too, build again
    }
  });
}

export async function ensureBuilt() {
  if (!isBuildCurrent()) await build();
}

// `node scripts/build.mjs` builds; with `--if-changed` only when a source changed since the last build.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--if-changed')) await ensureBuilt();
  else await build();
}
