import { describe, expect, it } from 'vitest';
import { CATEGORY_ORDER } from '@caoscan/core';
import { compareExtractions } from './compare-extractions';
import { readGoldExtraction } from './testing/gold-extraction';

const uitzend = readGoldExtraction('cao-uitzend-fictief');
const metaal = readGoldExtraction('cao-metaal-fictief');

describe('compareExtractions on the gold values', () => {
  it('finds no differences between a cao and itself', () => {
    const { rows, summary } = compareExtractions(metaal, metaal);
    expect(summary.differences).toBe(0);
    expect(summary.total).toBe(rows.length);
    expect(summary.equalities + rows.filter((row) => row.verschil === 'Niet geregeld').length).toBe(
      rows.length,
    );
    expect(summary.categories).toBe(16);
  });

  it('orders categories as the spec lists them and keeps every element once', () => {
    const { rows } = compareExtractions(uitzend, metaal);
    const order = [...new Set(rows.map((row) => row.categorie))];
    expect(order).toEqual([...CATEGORY_ORDER]);
    const keys = rows.map((row) => `${row.categorie}.${row.element_key}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows[0]?.element_key).toBe('arbeidsduur_per_week');
  });

  it('marks what the agency cao passes on from the client (inlenersbeloning)', () => {
    const { rows } = compareExtractions(uitzend, metaal);
    const find = (key: string) => rows.find((row) => row.element_key === key)!;
    const wage = find('laagste_schaal_minimum');
    expect(wage.element).toBe('Laagste schaal, minimum maandloon');
    expect(wage.is_inlenersbeloning).toBe(true);
    expect(wage.verschil).toBe('Alleen geregeld in cao klant');
    expect(wage.waarde_nieuw).toBe('€ 2.448,60 per maand');
    expect(wage.favourable).toBe('client');
    expect(find('overwerk_zaterdag').is_inlenersbeloning).toBe(true);
    expect(find('vakantiedagen').is_inlenersbeloning).toBe(false);
    expect(find('wachtdagen').is_inlenersbeloning).toBe(false);
    expect(find('wachtdagen').verschil).toBe('−1 dag');
    expect(find('wachtdagen').favourable).toBe('client');
  });

  it('adds categories and elements beyond the schema after the known ones', () => {
    const extra = structuredClone(metaal);
    extra.values['aaa_eigen'] = {
      fietsplan: { ...metaal.values.vergoedingen!.reiskosten_per_km!, key: 'fietsplan', label: 'Fietsplan' },
    };
    extra.values.beloning!.jeugdloon = {
      ...metaal.values.beloning!.laagste_schaal_minimum!,
      key: 'jeugdloon',
      label: 'Jeugdloon',
    };
    const { rows } = compareExtractions(metaal, extra);
    expect(rows.at(-1)?.categorie).toBe('aaa_eigen');
    // The current cao's extraction has no such element: not found there, so a person checks it.
    expect(rows.at(-1)?.verschil).toBe('Niet gevonden in huidige cao — controleer handmatig');
    const beloning = rows.filter((row) => row.categorie === 'beloning').map((row) => row.element_key);
    expect(beloning.at(-1)).toBe('jeugdloon');
  });

  it('still gives a schema element a row when neither extraction reports it, to check by hand', () => {
    const a = structuredClone(metaal);
    const b = structuredClone(uitzend);
    delete a.values.verlof!.adv_dagen;
    delete b.values.verlof!.adv_dagen;
    const row = compareExtractions(a, b).rows.find((r) => r.element_key === 'adv_dagen')!;
    expect(row).toMatchObject({
      verschil: "Niet gevonden in beide cao's — controleer handmatig",
      eenheid: 'dagen per jaar',
      current_outcome: 'not_found',
      client_outcome: 'not_found',
      current: null,
      client: null,
    });
    expect(row.element).toBe('Arbeidsduurverkorting (ADV) per jaar');
  });
});
