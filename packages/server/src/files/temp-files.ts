import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Uploads stream to DATA_DIR/tmp/upload-<host>-<pid>-<uuid>. A process killed mid-upload (kill -9)
 * leaves its file behind, and several server processes may share DATA_DIR: at start a process
 * removes the files of processes on this machine that no longer run (and any older than a day),
 * at shutdown its own.
 */
const PREFIX = 'upload-';
const HOST = os.hostname().replace(/[^A-Za-z0-9.]/g, '_');
const STALE_MS = 24 * 60 * 60 * 1000;
const NAME = /^upload-(.+)-(\d+)-[0-9a-f-]{36}$/;

export function uploadTempPath(tempDir: string): string {
  return path.join(tempDir, `${PREFIX}${HOST}-${process.pid}-${randomUUID()}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isLeftover(tempDir: string, name: string, only: 'dead' | 'own'): Promise<boolean> {
  const match = NAME.exec(name);
  if (only === 'own') return match?.[1] === HOST && Number(match[2]) === process.pid;
  // Older naming, or this machine's process that is gone.
  if (!match) return true;
  if (match[1] === HOST && Number(match[2]) !== process.pid && !isRunning(Number(match[2]))) return true;
  const stat = await fs.stat(path.join(tempDir, name)).catch(() => null);
  return stat !== null && Date.now() - stat.mtimeMs > STALE_MS;
}

/** Removes upload temp files left behind: 'dead' at start, 'own' at shutdown. Returns how many. */
export async function removeLeftoverUploads(tempDir: string, only: 'dead' | 'own'): Promise<number> {
  const names = await fs.readdir(tempDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(PREFIX) || !(await isLeftover(tempDir, name, only))) continue;
    await fs.rm(path.join(tempDir, name), { force: true });
    removed += 1;
  }
  return removed;
}
