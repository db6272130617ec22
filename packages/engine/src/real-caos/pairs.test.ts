import { beforeAll, describe, expect, it } from 'vitest';
import {
  compareExtractions,
  describeUnit,
  formatArticle,
  formatNumericDifference,
  VERDICT,
} from '../compare';
import type { ComparisonRow, ExtractedElement, Extraction } from '../types';
import { hasRealCaos, listRealGolds, runRealCao, type RealGold } from './real-caos';
import { isValueCorrect, normArticle, type GoldElement } from './score';

/**
 * The agency cao (ABU) as current cao against real client cao's, as an agency compares them: the
 * elements its inlenersbeloning article lists are marked as what it must pay, differences carry
 * their unit, and each side cites where it stands. Expectations come from the hand-written golds
 * (facts: values, articles, pages); skips with one line where ../shared/real-caos is absent.
 */
const AGENCY = 'abu-uitzendkrachten-2021.pdf';

/** Per client cao, rows the engine reads right on both sides today (a regression here is a bug). */
const KEY_ROWS: Record<string, string[]> = {
  'grafimedia-2022-2024.pdf': [
    'initiele_verhogingen.verhoging_1',
    'initiele_verhogingen.verhoging_1_datum',
    'initiele_verhogingen.verhoging_2_datum',
    'toeslagen.ploegentoeslag_2ploegen',
    'vakantiebijslag.vakantiebijslag_percentage',
  ],
  'vvt-zorg-2022-2024.pdf': [
    'toeslagen.overwerk_zaterdag',
    'toeslagen.onregelmatigheid_avond',
    'toeslagen.onregelmatigheid_nacht',
    'verlof.vakantiedagen',
    'loondoorbetaling_ziekte.ziekte_eerste_jaar',
  ],
  'technische-groothandel-2014-2016.pdf': [
    'beloning.aantal_loonschalen',
    'toeslagen.ploegentoeslag_2ploegen',
    'toeslagen.ploegentoeslag_3ploegen',
    'verlof.vakantiedagen',
    'verlof.bijzonder_verlof_huwelijk',
  ],
};

interface GoldInlenersbeloning {
  article: string;
  lid?: string;
  pages: number[];
  elements: Array<{ sub: string; schema_elements: string[] }>;
  excluded?: string[];
}

type GoldWithList = RealGold['gold'] & { inlenersbeloning?: GoldInlenersbeloning };

function goldOf(gold: RealGold, row: ComparisonRow): GoldElement | undefined {
  return gold.gold.values[row.categorie]?.[row.element_key];
}

/** One side of a row as its gold has it: the value (or null) and the article. */
function expectSide(side: ExtractedElement | null, gold: GoldElement, label: string): void {
  expect(isValueCorrect(gold, side?.value ?? null), `${label}: value`).toBe(true);
  if (gold.value !== null || gold.article) {
    expect(normArticle(formatArticle(side)), `${label}: article`).toBe(normArticle(gold.article));
  }
}

if (!hasRealCaos()) console.log('real-caos pairs: ../shared/real-caos ontbreekt, overgeslagen');

describe.skipIf(!hasRealCaos())('ABU against real client cao’s', () => {
  let agency: RealGold;
  let current: Extraction;
  const clients = new Map<string, { gold: RealGold; rows: ComparisonRow[] }>();

  beforeAll(async () => {
    const golds = await listRealGolds();
    agency = golds.find((gold) => gold.file === AGENCY)!;
    current = (await runRealCao(agency)).extraction;
    for (const file of Object.keys(KEY_ROWS)) {
      const gold = golds.find((candidate) => candidate.file === file)!;
      const client = (await runRealCao(gold)).extraction;
      clients.set(file, { gold, rows: compareExtractions(current, client).rows });
    }
  }, 600_000);

  it('reads the inlenersbeloning article where the gold has it', () => {
    const list = (agency.gold as GoldWithList).inlenersbeloning!;
    expect(current.inlenersbeloning).toMatchObject({ article: list.article, lid: list.lid ?? null });
    expect(current.inlenersbeloning!.pages).toEqual(list.pages);
  });

  describe.each(Object.keys(KEY_ROWS))('ABU × %s', (file) => {
    it('marks exactly the elements the inlenersbeloning lists', () => {
      const list = (agency.gold as GoldWithList).inlenersbeloning!;
      const listed = new Set(list.elements.flatMap((item) => item.schema_elements));
      const { rows } = clients.get(file)!;
      for (const row of rows) {
        expect(row.is_inlenersbeloning, row.element_key).toBe(listed.has(row.element_key));
      }
      for (const key of list.excluded ?? []) {
        expect(rows.filter((row) => row.element_key === key && row.is_inlenersbeloning)).toEqual([]);
      }
    });

    it('cites the inlenersbeloning for a listed element the agency cao leaves to the client', () => {
      const list = (agency.gold as GoldWithList).inlenersbeloning!;
      const cited = `${list.article}${list.lid ? ` lid ${list.lid}` : ''}`;
      const deferred = clients
        .get(file)!
        .rows.filter((row) => row.is_inlenersbeloning && row.current?.value == null);
      expect(deferred.length).toBeGreaterThan(0);
      for (const row of deferred) {
        expect(row.art_nr_huidig, row.element_key).toBe(cited);
        expect(row.current!.pages, row.element_key).toEqual(list.pages);
      }
    });

    it('gives every difference its unit, from values in one unit', () => {
      for (const row of clients.get(file)!.rows) {
        expect(row.eenheid, row.element_key).toBeTruthy();
        const a = row.current?.value;
        const b = row.client?.value;
        if (typeof a !== 'number' || typeof b !== 'number') continue;
        expect(row.current!.unit, row.element_key).toBe(row.client!.unit);
        if (a !== b) {
          expect(row.verschil, row.element_key).toBe(
            formatNumericDifference(b - a, row.current!.unit, row.element_key),
          );
          expect(row.verschil, row.element_key).toMatch(/€|procentpunt|dag|uur|maand|km|schal|minu/);
        }
      }
    });

    it('cites each side that has a value', () => {
      for (const row of clients.get(file)!.rows) {
        for (const side of [row.current, row.client]) {
          if (side?.value == null) continue;
          expect(side.article !== null || side.pages.length > 0, row.element_key).toBe(true);
        }
      }
    });

    it('shows the key rows as the golds have them, with both citations', () => {
      const { gold, rows } = clients.get(file)!;
      for (const key of KEY_ROWS[file]!) {
        const row = rows.find((candidate) => `${candidate.categorie}.${candidate.element_key}` === key)!;
        const currentGold = goldOf(agency, row)!;
        const clientGold = goldOf(gold, row)!;
        expectSide(row.current, currentGold, `${key} (ABU)`);
        expectSide(row.client, clientGold, `${key} (klant)`);
        expect(row.art_nr_huidig, key).toBeTruthy();
        expect(row.art_nr_nieuw, key).toBeTruthy();
        expect(row.eenheid, key).toBe(describeUnit(clientGold.unit, row.element_key));
        if (typeof currentGold.value === 'number' && typeof clientGold.value === 'number') {
          expect(row.verschil, key).toMatch(/^[+\u2212]|^Gelijk$/);
        } else if (currentGold.value === null && row.is_inlenersbeloning) {
          expect(row.verschil, key).toBe(VERDICT.onlyClient);
        }
      }
    });
  });
});
