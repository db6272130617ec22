import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Env } from '../env';
import type { Storage } from '../storage/storage';

export const BUNDLED_ABU_CAO = fileURLToPath(
  new URL('../../fixtures/abu-cao/cao-uitzend-fictief.pdf', import.meta.url),
);

export interface ReferenceDocument {
  bytes: Buffer;
  sha256: string;
  filename: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The ABU / NBBU cao a scan uses when the user answers 'Ja': ABU_CAO_PATH, or ABU_CAO_URL (downloaded
 * once and kept in storage, so every process after the first reads it from there), or the bundled
 * fictional agency cao. Its extraction is cached by content hash, so it is read once ever.
 */
export function createAbuDocumentSource(env: Env, storage: Storage): () => Promise<ReferenceDocument> {
  let loaded: Promise<ReferenceDocument> | null = null;
  async function load(): Promise<ReferenceDocument> {
    if (env.ABU_CAO_URL) {
      const key = `reference/abu-cao-${sha256(Buffer.from(env.ABU_CAO_URL)).slice(0, 16)}`;
      const filename = decodeURIComponent(
        new URL(env.ABU_CAO_URL).pathname.split('/').pop() || 'abu-cao.pdf',
      );
      if (await storage.exists(key)) {
        const bytes = await storage.read(key);
        return { bytes, sha256: sha256(bytes), filename };
      }
      const response = await fetch(env.ABU_CAO_URL);
      if (!response.ok) throw new Error(`ABU-cao kon niet worden opgehaald (HTTP ${response.status})`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const temp = `${env.DATA_DIR}/tmp/abu-${process.pid}-${Date.now()}`;
      await fs.mkdir(`${env.DATA_DIR}/tmp`, { recursive: true });
      await fs.writeFile(temp, bytes);
      await storage.putFile(key, temp, bytes.length).finally(() => fs.rm(temp, { force: true }));
      return { bytes, sha256: sha256(bytes), filename };
    }
    const file = env.ABU_CAO_PATH ?? BUNDLED_ABU_CAO;
    const bytes = await fs.readFile(file);
    return { bytes, sha256: sha256(bytes), filename: file.split(/[\\/]/).pop() ?? 'abu-cao.pdf' };
  }
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = null; // a failed download is tried again next time
      throw error;
    });
    return loaded;
  };
}
