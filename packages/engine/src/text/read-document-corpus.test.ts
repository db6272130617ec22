import { describe, expect, it } from 'vitest';
import type { DocumentText } from '../types';
import { readDocument } from './read-document';
import { listCitedElements, readCorpusFile, readGold, standsOnPage } from './testing/corpus';

/**
 * Pages where the gold cites a value that is printed there in another form (the English summary
 * says "40 hours", a repeat rephrases it): the gold's own note, not a text-layer miss.
 */
const OTHER_FORM_ON_PAGE = new Set([
  'cao-uitzend-fictief.pdf pensioen.pensioen_wachttijd p22',
  'cao-logistiek-lang.pdf beloning.arbeidsduur_per_week p154',
  'cao-logistiek-lang.pdf betaalde_pauzes.betaalde_pauze_per_dag p154',
  'cao-logistiek-lang.pdf vergoedingen.reiskosten_drempel_km p154',
  'cao-logistiek-lang.pdf loondoorbetaling_ziekte.wachtdagen p154',
  'cao-logistiek-lang.pdf verlof.vakantiedagen p154',
  'cao-logistiek-lang.pdf verlof.adv_dagen p154',
  'cao-logistiek-lang.pdf duurzaam_werken_en_leven.generatieregeling p152',
]);

const DOCUMENTS: Array<[file: string, gold: string]> = [
  ['cao-metaal-fictief.pdf', 'cao-metaal-fictief.gold.json'],
  ['cao-retail-fictief.pdf', 'cao-retail-fictief.gold.json'],
  ['cao-uitzend-fictief.pdf', 'cao-uitzend-fictief.gold.json'],
  ['cao-schoonmaak-fictief.pdf', 'cao-schoonmaak-fictief.gold.json'],
  ['cao-logistiek-lang.pdf', 'cao-logistiek-lang.gold.json'],
  ['cao-schoonmaak-fictief.docx', 'cao-schoonmaak-fictief.gold.json'],
  ['bad/legacy-word97.doc', 'bad/legacy-word97.gold.json'],
];

describe.each(DOCUMENTS)('%s', (file, goldFile) => {
  const gold = readGold(goldFile);
  let document: DocumentText;

  it('reads with the gold page count', async () => {
    document = await readDocument(readCorpusFile(file));
    expect(document.pages).toHaveLength(gold.page_count);
    expect(document.pages.map((page) => page.number)).toEqual(gold.page_count ? range(gold.page_count) : []);
    expect(document.isPaginated).toBe(true);
  });

  it('has every as_printed value on each cited page', () => {
    const misses = listCitedElements(gold).flatMap(([key, element]) =>
      element.pages
        .filter((page) => !standsOnPage(document.pages[page - 1]?.lines ?? [], element.as_printed))
        .map((page) => `${file} ${key} p${page}`),
    );
    expect(misses.filter((miss) => !OTHER_FORM_ON_PAGE.has(miss))).toEqual([]);
  });

  it('keeps every gold table row on one line of a cited page', () => {
    const rows = listCitedElements(gold).filter(([, element]) => element.table_row);
    const missing = rows.filter(
      ([, element]) =>
        !element.pages.some((page) => document.pages[page - 1]?.lines.includes(element.table_row ?? '')),
    );
    expect(missing.map(([key]) => key)).toEqual([]);
  });
});

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1);
}
