import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real cao's are not ours (../shared/real-caos/README.md): their text never goes into the
 * repository. This finds what would break that rule: a run of RUN_WORDS words of a real cao's text
 * standing in one of the repository's own text files. Short idioms every cao shares stay below it;
 * a copied sentence does not. Runs that are mostly figures (a gold's row of a wage table) are facts.
 */
export const RUN_WORDS = 14;

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'out', 'test-results', 'coverage', '.git']);
const TEXT_FILE = /\.(?:ts|tsx|mts|mjs|js|md|json|txt|html|css)$/;

function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* textFiles(join(dir, entry.name));
    } else if (TEXT_FILE.test(entry.name) && entry.name !== 'pnpm-lock.yaml') {
      yield join(dir, entry.name);
    }
  }
}

let repoFiles: { path: string; text: string }[] | null = null;

/** The repository's own text files, as one line of lower-case words each (read once). */
export function readRepoTextFiles(): { path: string; text: string }[] {
  repoFiles ??= [...textFiles(REPO_ROOT)].map((path) => ({
    path: relative(REPO_ROOT, path),
    text: ` ${words(readFileSync(path, 'utf8')).join(' ')} `,
  }));
  return repoFiles;
}

/** Every repository file that holds a run of RUN_WORDS words of `caoText`, with the first such run. */
export function findCopiedRuns(
  caoText: string,
  files: { path: string; text: string }[] = readRepoTextFiles(),
): { path: string; run: string }[] {
  const caoWords = words(caoText);
  const runs = new Set<string>();
  for (let i = 0; i + RUN_WORDS <= caoWords.length; i++) {
    const run = caoWords.slice(i, i + RUN_WORDS);
    if (run.filter((word) => /\p{L}/u.test(word)).length * 2 >= RUN_WORDS) runs.add(` ${run.join(' ')} `);
  }
  const found: { path: string; run: string }[] = [];
  for (const file of files) {
    const fileWords = file.text.trim().split(' ');
    for (let i = 0; i + RUN_WORDS <= fileWords.length; i++) {
      const run = ` ${fileWords.slice(i, i + RUN_WORDS).join(' ')} `;
      if (runs.has(run)) {
        found.push({ path: file.path, run: run.trim() });
        break;
      }
    }
  }
  return found;
}
