/** The fictional documents the benches run over: the test corpus and the hold-out set, each with its gold. */
import { readdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CORPUS = resolve(ROOT, 'packages/engine/corpus');
export const HOLDOUT = resolve(ROOT, 'packages/engine/holdout');

export interface BenchDocument {
  file: string;
  gold: string;
  /** An image-only PDF read with OCR: its time per page is shown. */
  isScan?: boolean;
}

export const CORPUS_DOCUMENTS: ReadonlyArray<BenchDocument> = [
  { file: 'cao-metaal-fictief.pdf', gold: 'cao-metaal-fictief.gold.json' },
  { file: 'cao-schoonmaak-fictief.pdf', gold: 'cao-schoonmaak-fictief.gold.json' },
  { file: 'cao-schoonmaak-fictief.docx', gold: 'cao-schoonmaak-fictief.gold.json' },
  { file: 'cao-retail-fictief.pdf', gold: 'cao-retail-fictief.gold.json' },
  { file: 'cao-uitzend-fictief.pdf', gold: 'cao-uitzend-fictief.gold.json' },
  { file: 'cao-logistiek-lang.pdf', gold: 'cao-logistiek-lang.gold.json' },
  { file: 'bad/legacy-word97.doc', gold: 'bad/legacy-word97.gold.json' },
  { file: 'bad/cao-fragment.txt', gold: 'bad/cao-fragment.gold.json' },
];

/** Every hold-out document that has a gold file beside it. */
export async function listHoldout(): Promise<BenchDocument[]> {
  const files = await readdir(HOLDOUT).catch(() => [] as string[]);
  return files
    .filter((file) => file.endsWith('.gold.json'))
    .sort()
    .map((gold) => {
      const stem = gold.replace(/\.gold\.json$/, '');
      const file = files.find(
        (candidate) => candidate.startsWith(`${stem}.`) && !candidate.endsWith('.json'),
      );
      return { file: file ?? `${stem}.pdf`, gold };
    });
}
