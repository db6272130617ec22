import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeForMatch } from '../extract/rules/text-match';
import { hasRealCaos, listRealGolds, listUnseenGolds, REAL_CAOS_DIR, type RealGold } from './real-caos';

/**
 * The golds of the real set are checked automatically: each `as_printed` stands on each listed
 * physical page, read with `pdftotext -f N -l N` as the golds' README says. Compared the way a reader
 * would: case, spaces and hyphens aside ("0,75 %" stands in "+0,75%", "FWG VVT" in "FWG-VVT").
 */
const compact = (text: string): string =>
  normalizeForMatch(text)
    .toLowerCase()
    .replace(/[\s\-‐‑–]+/g, '');

function pageText(file: string, page: number): string {
  const run = spawnSync(
    'pdftotext',
    ['-f', String(page), '-l', String(page), join(REAL_CAOS_DIR, file), '-'],
    {
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`pdftotext faalde op ${file} p. ${page}: ${run.stderr}`);
  return compact(run.stdout);
}

if (!hasRealCaos()) console.log('golds real set: ../shared/real-caos ontbreekt, overgeslagen');

/** The gold's values whose as_printed is not on a listed page, as "category.element p. N". */
function missingOnPages({ gold }: RealGold, textOf: (page: number) => string): string[] {
  const cache = new Map<number, string>();
  const missing: string[] = [];
  for (const [category, elements] of Object.entries(gold.values)) {
    for (const [element, g] of Object.entries(elements)) {
      if (g.value === null || !g.as_printed) continue;
      const printed = compact(g.as_printed);
      for (const page of g.pages ?? []) {
        if (!cache.has(page)) cache.set(page, textOf(page));
        if (!cache.get(page)!.includes(printed)) missing.push(`${category}.${element} p. ${page}`);
      }
    }
  }
  return missing;
}

describe.skipIf(!hasRealCaos())('golds of the real set', async () => {
  const golds = hasRealCaos() ? await listRealGolds() : [];
  it.each(golds.map((gold) => [gold.file, gold] as const))(
    '%s: as_printed on every listed page',
    (file, gold) => {
      expect(missingOnPages(gold, (page) => pageText(file, page))).toEqual([]);
    },
  );
});

/** Golds of real cao's from outside ../shared, where their text is fetched (unseen/README.md). */
const unseen = await listUnseenGolds();
if (unseen.length === 0) console.log('golds outside ../shared: geen opgehaalde teksten, overgeslagen');

describe.skipIf(unseen.length === 0)('golds of real cao texts from outside ../shared', () => {
  it.each(unseen.map((gold) => [gold.file, gold] as const))(
    '%s: as_printed on every listed page',
    (file, gold) => {
      const pages = readFileSync(join(gold.dir!, file), 'utf8').split('\f');
      expect(missingOnPages(gold, (page) => compact(pages[page - 1] ?? ''))).toEqual([]);
    },
  );
});
