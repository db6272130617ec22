/**
 * The real cao's in ../shared/real-caos (published documents that are not ours: their text never
 * enters the repository) with the hand-written golds in its golds/ folder: read and extract one,
 * score it against its gold. Used by `pnpm bench:extract` and the real-document regression test;
 * both skip with one line where the folder is absent (a clone of the project alone).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocument } from '../extract';
import { normalizeForMatch } from '../extract/rules/text-match';
import { standsOn } from '../extract/verify';
import { readDocument } from '../text';
import type { DocumentText, Extraction } from '../types';
import { scoreExtraction, tallyScore, type Gold, type ScoreRow, type ScoreTally } from './score';

/** ../shared/real-caos beside the repository. */
export const REAL_CAOS_DIR = fileURLToPath(new URL('../../../../../shared/real-caos/', import.meta.url));
export const REAL_GOLDS_DIR = join(REAL_CAOS_DIR, 'golds');

/**
 * Golds this project wrote itself (facts only, like the shared ones), in batches written blind after the
 * engine work before them (golds/first-looks.json). A batch's first look is the honest figure for an
 * unseen real cao; once its misses are worked on, it is developed on like the shared golds.
 */
export const PROJECT_GOLDS_DIR = fileURLToPath(new URL('./golds/', import.meta.url));

interface FirstLooks {
  batches: { written: string; developedOn: boolean; documents: string[] }[];
}

export function hasRealCaos(): boolean {
  return existsSync(REAL_GOLDS_DIR);
}

/**
 * Real cao's from outside ../shared/real-caos (unseen/README.md): published cao texts, read page by page
 * from a public research repository and kept beside the repository in ../unseen-caos (UNSEEN_CAOS_DIR),
 * never in it. The golds (facts only) are the project's, in unseen/; a gold whose text is not fetched is
 * left out.
 */
export const UNSEEN_GOLDS_DIR = fileURLToPath(new URL('./unseen/', import.meta.url));
export const UNSEEN_CAOS_DIR =
  process.env.UNSEEN_CAOS_DIR ?? fileURLToPath(new URL('../../../../../unseen-caos/', import.meta.url));

export interface RealGold {
  /** "abu-uitzendkrachten-2021.pdf" */
  file: string;
  gold: Gold;
  /** A project gold of a batch nobody has developed on yet: its document is unseen by the engine's rules. */
  unseen: boolean;
  /** The folder holding the document [REAL_CAOS_DIR]. */
  dir?: string;
}

async function readGolds(dir: string, isUnseen: (file: string) => boolean): Promise<RealGold[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((name) => name.endsWith('.gold.json')).sort();
  return Promise.all(
    names.map(async (name) => {
      const gold = JSON.parse(await readFile(join(dir, name), 'utf8')) as Gold;
      const file = gold.document || name.replace(/\.gold\.json$/, '.pdf');
      return { file, gold, unseen: isUnseen(file) };
    }),
  );
}

/** The documents of project gold batches not yet developed on (a gold in no batch counts as unseen). */
async function developedOnDocuments(): Promise<Set<string>> {
  const path = join(PROJECT_GOLDS_DIR, 'first-looks.json');
  if (!existsSync(path)) return new Set();
  const { batches } = JSON.parse(await readFile(path, 'utf8')) as FirstLooks;
  return new Set(batches.filter((batch) => batch.developedOn).flatMap((batch) => batch.documents));
}

/** Every gold, by file name: the shared golds first, then the project's own. */
export async function listRealGolds(): Promise<RealGold[]> {
  const developedOn = await developedOnDocuments();
  return [
    ...(await readGolds(REAL_GOLDS_DIR, () => false)),
    ...(await readGolds(PROJECT_GOLDS_DIR, (file) => !developedOn.has(file))),
  ];
}

export interface RealResult extends ScoreTally {
  file: string;
  unverifiable: number;
  textMs: number;
  extractMs: number;
  rows: ScoreRow[];
  extraction: Extraction;
  /** The document's text as read, all pages. */
  text: string;
}

/** Values whose as_printed is not on every cited page (or, unpaginated, not in the text at all). */
export function countUnverifiable(doc: DocumentText, extraction: Extraction): number {
  let count = 0;
  for (const elements of Object.values(extraction.values)) {
    for (const element of Object.values(elements)) {
      if (element.value === null) continue;
      const printed = normalizeForMatch(element.as_printed ?? '');
      const pages = doc.isPaginated ? element.pages : doc.pages.map((page) => page.number);
      // The same check as verify.ts: on the page as printed, or as read without margin line numbers.
      const found = (page: number): boolean => standsOn(doc, page, printed);
      const ok =
        printed !== '' && pages.length > 0 && (doc.isPaginated ? pages.every(found) : pages.some(found));
      if (!ok) count++;
    }
  }
  return count;
}

/**
 * The golds of real cao's from outside ../shared whose text is fetched into UNSEEN_CAOS_DIR, with
 * `unseen` as unseen/first-looks.json says (a gold in no batch developed on counts as unseen).
 */
export async function listUnseenGolds(): Promise<RealGold[]> {
  const path = join(UNSEEN_GOLDS_DIR, 'first-looks.json');
  const batches = existsSync(path) ? (JSON.parse(await readFile(path, 'utf8')) as FirstLooks).batches : [];
  const developedOn = new Set(
    batches.filter((batch) => batch.developedOn).flatMap((batch) => batch.documents),
  );
  const golds = await readGolds(UNSEEN_GOLDS_DIR, (file) => !developedOn.has(file));
  return golds
    .filter((gold) => existsSync(join(UNSEEN_CAOS_DIR, gold.file)))
    .map((gold) => ({ ...gold, dir: UNSEEN_CAOS_DIR }));
}

/** Reads, extracts and scores one real cao. */
export async function runRealCao({ file, gold, dir = REAL_CAOS_DIR }: RealGold): Promise<RealResult> {
  const bytes = new Uint8Array(await readFile(join(dir, file)));
  const t0 = performance.now();
  const doc = await readDocument(bytes, { filename: file });
  const t1 = performance.now();
  const extraction = await extractDocument(doc, { documentName: file });
  const t2 = performance.now();
  const rows = scoreExtraction(gold, extraction.values);
  return {
    file,
    ...tallyScore(rows),
    unverifiable: countUnverifiable(doc, extraction),
    textMs: t1 - t0,
    extractMs: t2 - t1,
    rows,
    extraction,
    text: doc.pages.map((page) => page.text).join('\n'),
  };
}
