import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isLeftBehind, processTag } from '../storage/process-tag';

/**
 * Uploads stream to DATA_DIR/tmp/upload-<host>-<pid>-<uuid>. A process killed mid-upload (kill -9)
 * leaves its file behind, and several server processes may share DATA_DIR: at start a process
 * removes the files of processes on this machine that no longer run (and any older than a day),
 * at shutdown its own.
 */
const PREFIX = 'upload-';
const NAME = /^upload-(.+-\d+)-[0-9a-f-]{36}$/;

export function uploadTempPath(tempDir: string): string {
  return path.join(tempDir, `${PREFIX}${processTag()}-${randomUUID()}`);
}

/** Removes upload temp files left behind: 'dead' at start, 'own' at shutdown. Returns how many. */
export async function removeLeftoverUploads(tempDir: string, only: 'dead' | 'own'): Promise<number> {
  const names = await fs.readdir(tempDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const full = path.join(tempDir, name);
    if (!name.startsWith(PREFIX) || !(await isLeftBehind(full, NAME.exec(name)?.[1] ?? null, only))) continue;
    await fs.rm(full, { force: true });
    removed += 1;
  }
  return removed;
}
