import { rmSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentErrors } from '../document-errors';

/**
 * OCR works on a copy of the customer's PDF in the system temp folder. Each folder is named after
 * the process that made it (`caoscan-ocr-<pid>-…`), so one process can tell its own folders from
 * those of a server or worker that was killed (and never from those of one still running).
 */
const PREFIX = 'caoscan-ocr-';
/** Folders of an older version carry no process id: removed once they are this old. */
const UNNAMED_MAX_AGE_MS = 60 * 60 * 1000;

/** This process's folders; one set even when the module is loaded twice (test runners). */
const shared = globalThis as { caoscanOcrFolders?: Set<string> };
const isFirstLoad = shared.caoscanOcrFolders === undefined;
const folders = (shared.caoscanOcrFolders ??= new Set<string>());
let stopping = new AbortController();

export async function makeOcrFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `${PREFIX}${process.pid}-`));
  folders.add(dir);
  return dir;
}

export async function removeOcrFolder(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  folders.delete(dir);
}

/** The document's own signal, also aborted when the process stops reading (stopDocumentReading). */
export function whileReading(signal: AbortSignal): AbortSignal {
  return AbortSignal.any([signal, stopping.signal]);
}

/**
 * On shutdown: kills every OCR process (their documents fail as stopped) and removes this
 * process's folders at once, since the process may exit before the readers clean up themselves.
 */
export function stopDocumentReading(): void {
  // The reason is what the documents being read fail with: a DocumentError, never "OCR unavailable".
  stopping.abort(documentErrors.stopped());
  stopping = new AbortController();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  folders.clear();
}

/**
 * On start: removes the OCR folders that processes which no longer run left behind (killed with
 * SIGKILL, or the machine went down mid-scan). Returns how many were removed.
 */
export async function removeStaleOcrFolders(): Promise<number> {
  const root = tmpdir();
  const names = (await readdir(root).catch(() => [])).filter((name) => name.startsWith(PREFIX));
  let removed = 0;
  for (const name of names) {
    if (!(await isStale(join(root, name), name.slice(PREFIX.length)))) continue;
    await rm(join(root, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

async function isStale(path: string, rest: string): Promise<boolean> {
  const pid = /^(\d+)-/.exec(rest)?.[1];
  if (pid) return !isRunning(Number(pid));
  const info = await stat(path).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs > UNNAMED_MAX_AGE_MS;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Whatever ends the process normally (process.exit included) takes this process's copies along.
if (isFirstLoad)
  process.once('exit', () => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
