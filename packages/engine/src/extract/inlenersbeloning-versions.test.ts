import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_VERSIONS, listedElements, type AgencyVersion } from '../../fixtures/agency-versions/docs';
import { compareExtractions } from '../compare';
import { extractFile } from '../pipeline';
import { readCorpusFile } from '../text/testing/corpus';
import type { ComparisonRow, Extraction } from '../types';

/**
 * Two versions of one fictional agency cao (fixtures/agency-versions): the older lists six
 * components of the hirer's pay, the later ten. The engine must follow each document's own list,
 * not a fixed one: extraction marks exactly the listed elements, and so does a comparison of each
 * against a client cao of the corpus.
 */
const FIXTURES = fileURLToPath(new URL('../../fixtures/agency-versions/', import.meta.url));
const [SIX, TEN] = AGENCY_VERSIONS as [AgencyVersion, AgencyVersion];
/** What the later version adds: one-off payments, home working, the year-end bonus, all expenses. */
const ADDED = [
  'bijzondere_uitkeringen.eenmalige_uitkering',
  'vergoedingen.thuiswerkvergoeding',
  'bijzondere_uitkeringen.eindejaarsuitkering',
  'vergoedingen.maaltijdvergoeding',
];

const keyOf = (row: ComparisonRow): string => `${row.categorie}.${row.element_key}`;

const extracted = new Map<string, Extraction>();
let client: Extraction;
beforeAll(async () => {
  const versions = AGENCY_VERSIONS.map(async ({ cao }) => {
    const file = `${cao.name}.pdf`;
    const bytes = new Uint8Array(readFileSync(`${FIXTURES}${file}`));
    extracted.set(cao.name, await extractFile(bytes, { filename: file }));
  });
  const metaal = extractFile(readCorpusFile('cao-metaal-fictief.pdf'), {
    filename: 'cao-metaal-fictief.pdf',
  });
  [client] = await Promise.all([metaal, ...versions]);
});

/** The rows a comparison of this version with the client cao marks as inlenersbeloning. */
function markedRows(version: AgencyVersion): string[] {
  const { rows } = compareExtractions(extracted.get(version.cao.name)!, client);
  return rows
    .filter((row) => row.is_inlenersbeloning)
    .map(keyOf)
    .sort();
}

describe.each([
  ['six', SIX, 6],
  ['ten', TEN, 10],
])('the agency cao that lists %s components', (_, version, count) => {
  it('is a fictional document, marked as such', () => {
    expect(version.cao.blocks[0]).toMatchObject({
      lines: expect.arrayContaining(['Fictieve cao voor testdoeleinden']),
    });
    expect(version.expected.items).toHaveLength(count);
  });

  it('reads its own list and marks exactly the elements it names', () => {
    const list = extracted.get(version.cao.name)!.inlenersbeloning!;
    expect(list).toMatchObject({ article: version.expected.article, lid: version.expected.lid });
    expect(list.pages.length).toBeGreaterThan(0);
    expect([...list.elements].sort()).toEqual([...listedElements(version.expected)].sort());
  });

  it('cites the list for a listed element it leaves to the client', () => {
    const wage = extracted.get(version.cao.name)!.values.beloning!.laagste_schaal_minimum!;
    expect(wage).toMatchObject({ value: null, outcome: 'not_regulated', article: version.expected.article });
    expect(wage.note).toMatch(/inlenersbeloning/);
  });

  it('marks exactly those rows in a comparison with a client cao, and no other', () => {
    const { rows } = compareExtractions(extracted.get(version.cao.name)!, client);
    const listed = listedElements(version.expected);
    expect(rows.filter((row) => listed.has(keyOf(row)))).toHaveLength(listed.size);
    for (const row of rows) expect(row.is_inlenersbeloning, keyOf(row)).toBe(listed.has(keyOf(row)));
  });
});

describe('the later version against the older one', () => {
  it('marks one-off payments, home working, the year-end bonus and all expenses; the older does not', () => {
    const six = markedRows(SIX);
    const ten = markedRows(TEN);
    for (const element of ADDED) {
      expect(six, element).not.toContain(element);
      expect(ten, element).toContain(element);
    }
    // Apart from what was added, both versions pass on the same elements.
    expect(ten.filter((element) => !ADDED.includes(element))).toEqual(six);
  });

  it('cites the later list for a year-end bonus it leaves to the client, and not the older one', () => {
    const bonus = (version: AgencyVersion) =>
      extracted.get(version.cao.name)!.values.bijzondere_uitkeringen!.eindejaarsuitkering!;
    expect(bonus(TEN)).toMatchObject({ outcome: 'not_regulated', article: TEN.expected.article });
    expect(bonus(SIX).note ?? '').not.toMatch(/inlenersbeloning/);
  });
});
