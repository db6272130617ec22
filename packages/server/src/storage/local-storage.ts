import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

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
      const partial = `${target}.${process.pid}.${Date.now()}.partial`;
      await fs.copyFile(filePath, partial);
      await fs.rename(partial, target);
    },
    read: (key) => fs.readFile(resolve(key)),
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
