import fs from 'node:fs/promises';
import os from 'node:os';

/**
 * Files a process writes part by part (upload temp files, local storage's partial copies) carry
 * `<host>-<pid>` in their name, so that what a killed process (kill -9) left behind can be told
 * from what another process on the same DATA_DIR is writing right now.
 */
const HOST = os.hostname().replace(/[^A-Za-z0-9.]/g, '_');
const STALE_MS = 24 * 60 * 60 * 1000;

export const processTag = (): string => `${HOST}-${process.pid}`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the file at `fullPath`, written by `tag` (null: no tag in its name), is left behind:
 * 'own' — written by this process (at shutdown); 'dead' — by a process of this machine that no
 * longer runs, untagged, or untouched for a day (at start).
 */
export async function isLeftBehind(
  fullPath: string,
  tag: string | null,
  only: 'dead' | 'own',
): Promise<boolean> {
  if (only === 'own') return tag === processTag();
  const match = tag ? /^(.+)-(\d+)$/.exec(tag) : null;
  if (!match) return true;
  const [, host, pid] = match;
  if (host === HOST && Number(pid) !== process.pid && !isRunning(Number(pid))) return true;
  const stat = await fs.stat(fullPath).catch(() => null);
  return stat !== null && Date.now() - stat.mtimeMs > STALE_MS;
}
