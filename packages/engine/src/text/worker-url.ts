/**
 * The URL of a worker file in the caller's folder, named without extension. From source (tests, the
 * server under tsx) it is the TypeScript file, which Node loads itself and strips of its types; in the
 * built engine (`dist/`, see `scripts/build.mjs`) the caller is bundled into `dist/cli.js` and every
 * worker is its own bundle beside it, `dist/<name>.js`. The caller's own extension tells which.
 */
export function siblingWorkerUrl(name: string, callerUrl: string): URL {
  const extension = new URL(callerUrl).pathname.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./${name}.${extension}`, callerUrl);
}
