import { runTool } from './run-tool';

/**
 * Pages that draw an image, from `pdfimages -list` (one row per image: page number first). A page
 * without text and without an image is blank or vector art: recognising it would only cost time.
 * Returns null when the list cannot be made, so every textless page is tried instead.
 */
export async function findImagePages(
  command: string,
  pages: number[],
  password: string | undefined,
  cwd: string,
  signal: AbortSignal,
): Promise<Set<number> | null> {
  const first = Math.min(...pages);
  const last = Math.max(...pages);
  const args = ['-list', '-f', String(first), '-l', String(last), ...passwordArgs(password), 'in.pdf'];
  try {
    const list = await runTool(command, args, { cwd, signal, timeoutMs: 30_000 });
    const found = new Set<number>();
    for (const row of list.split('\n')) {
      const page = /^\s*(\d+)\s+\d+\s+\w/.exec(row)?.[1];
      if (page) found.add(Number(page));
    }
    return found;
  } catch {
    signal.throwIfAborted();
    return null;
  }
}

/** Poppler takes the user (open) password as an argument; the process runs only for this document. */
export function passwordArgs(password: string | undefined): string[] {
  return password ? ['-upw', password] : [];
}
