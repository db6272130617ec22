import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isLeftBehind, processTag } from './process-tag';
import type { Storage } from './storage';

const PARTIAL = /\.partial-(.+-\d+)-[0-9a-f-]{36}$|\.partial$/;

/** Partial copies a killed process left (see process-tag.ts), under the folders keys live in. */
async function removePartials(root: string, only: 'dead' | 'own'): Promise<number> {
  let removed = 0;
  for (const folder of ['files', 'reference']) {
    const names = await fs.readdir(path.join(root, folder), { recursive: true }).catch(() => [] as string[]);
    for (const name of names) {
      const match = PARTIAL.exec(name);
      const full = path.join(root, folder, name);
      if (!match || !(await isLeftBehind(full, match[1] ?? null, only))) continue;
      await fs.rm(full, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Files under a root directory; writes go through a temporary name and a rename, so no half files. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`key outside storage: ${key}`);
    return full;
  };
  const exists = async (key: string) =>
    fs.access(resolve(key)).then(
      () => true,
      () => false,
    );
  return {
    kind: 'local',
    exists,
    async putFile(key, filePath) {
      const target = resolve(key);
      if (await exists(key)) return;
      await fs.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.partial-${processTag()}-${randomUUID()}`;
      await fs.copyFile(filePath, partial);
      await fs.rename(partial, target);
    },
    read: (key) => fs.readFile(resolve(key)),
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    removeLeftovers: (only) => removePartials(root, only),
  };
}
