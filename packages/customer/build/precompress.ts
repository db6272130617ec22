import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its extra request header costs. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
 * time; the server sends them to browsers that accept them (@fastify/static `preCompressed`), so
 * no request pays for compression.
 */
export function precompress(): Plugin {
  return {
    name: 'caoscan-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = [...Object.keys(bundle), 'index.html'].filter((name) => COMPRESSIBLE.test(name));
      for (const name of new Set(files)) {
        const file = path.join(outDir, name);
        if (!fs.existsSync(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}
