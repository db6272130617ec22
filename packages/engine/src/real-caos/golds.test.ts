import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeForMatch } from '../extract/rules/text-match';
import { hasRealCaos, listRealGolds, REAL_CAOS_DIR } from './real-caos';

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

describe.skipIf(!hasRealCaos())('golds of the real set', async () => {
  const golds = hasRealCaos() ? await listRealGolds() : [];
  it.each(golds.map((gold) => [gold.file, gold] as const))(
    '%s: as_printed on every listed page',
    (file, { gold }) => {
      const cache = new Map<number, string>();
      const missing: string[] = [];
      for (const [category, elements] of Object.entries(gold.values)) {
        for (const [element, g] of Object.entries(elements)) {
          if (g.value === null || !g.as_printed) continue;
          const printed = compact(g.as_printed);
          for (const page of g.pages ?? []) {
            if (!cache.has(page)) cache.set(page, pageText(file, page));
            if (!cache.get(page)!.includes(printed)) missing.push(`${category}.${element} p. ${page}`);
          }
        }
      }
      expect(missing).toEqual([]);
    },
  );
});
