import { describe, expect, it } from 'vitest';
import type { ExtractedElement, Unit } from '../types';
import { compareElement, type ElementContext } from './compare-element';

function element(
  key: string,
  value: ExtractedElement['value'],
  unit: Unit,
  extra: Partial<ExtractedElement> = {},
) {
  return {
    key,
    label: key,
    value,
    // A null here is cited (article, pages): the cao says it does not regulate the element.
    outcome: value === null ? 'not_regulated' : 'found',
    unit,
    article: '4.2',
    pages: [11],
    as_printed: value === null ? null : String(value),
    quote: null,
    confidence: 1,
    ...extra,
  } satisfies ExtractedElement;
}

function context(elementKey: string, unit: Unit, isInlenersbeloning = false): ElementContext {
  return { category: 'test', elementKey, label: elementKey, unit, isInlenersbeloning };
}

function compare(key: string, unit: Unit, a: ExtractedElement['value'], b: ExtractedElement['value']) {
  return compareElement(context(key, unit), element(key, a, unit), element(key, b, unit));
}

describe('compareElement', () => {
  it('formats both values in Dutch notation and the signed euro difference', () => {
    const row = compare('laagste_schaal_minimum', 'eur_per_month', 2154.76, 2448.6);
    expect(row.waarde_huidig).toBe('€ 2.154,76 per maand');
    expect(row.waarde_nieuw).toBe('€ 2.448,60 per maand');
    expect(row.verschil).toBe('+€ 293,84 per maand');
    expect(row.eenheid).toBe('euro per maand');
    expect(row.favourable).toBe('client');
  });

  it('gives a percentage difference in procentpunt', () => {
    const row = compare('overwerk_zaterdag', 'pct', 25, 26.5);
    expect([row.waarde_huidig, row.waarde_nieuw, row.verschil]).toEqual(['25%', '26,5%', '+1,5 procentpunt']);
    expect(compare('overwerk_zaterdag', 'pct', 50, 25).verschil).toBe('−25 procentpunten');
    expect(compare('overwerk_zaterdag', 'pct', 50, 25).favourable).toBe('current');
  });

  it('treats a shorter working week as better for the worker', () => {
    const row = compare('arbeidsduur_per_week', 'hours_per_week', 40, 38);
    expect([row.waarde_huidig, row.waarde_nieuw, row.verschil]).toEqual([
      '40 uur per week',
      '38 uur per week',
      '−2 uur per week',
    ]);
    expect(row.favourable).toBe('client');
  });

  it('treats fewer waiting days as better and names the count', () => {
    const row = compare('wachtdagen', 'count', 1, 0);
    expect([row.waarde_huidig, row.waarde_nieuw, row.verschil, row.eenheid]).toEqual([
      '1 dag',
      '0 dagen',
      '−1 dag',
      'dagen',
    ]);
    expect(row.favourable).toBe('client');
  });

  it('says Gelijk for equal numbers, also after floating point noise', () => {
    const row = compare('vakantiedagen', 'days_per_year', 25, 24.9999999999);
    expect(row.verschil).toBe('Gelijk');
    expect(row.favourable).toBe('equal');
    expect(row.waarde_huidig).toBe('25 dagen per jaar');
  });

  it('leaves the verdict to a person where direction means nothing', () => {
    const row = compare('aantal_loonschalen', 'count', 8, 11);
    expect(row.verschil).toBe('+3 schalen');
    expect(row.favourable).toBe('unknown');
  });

  it('shows dates in Dutch and the shift in months or days', () => {
    const row = compare('verhoging_1_datum', 'date', '2025-06-01', '2026-01-01');
    expect([row.waarde_huidig, row.waarde_nieuw, row.verschil]).toEqual([
      '1 juni 2025',
      '1 januari 2026',
      '7 maanden later',
    ]);
    expect(row.favourable).toBe('current');
    expect(compare('looptijd_tot', 'date', '2026-12-31', '2026-12-30').verschil).toBe('1 dag eerder');
    expect(compare('looptijd_tot', 'date', '2026-12-31', '2026-12-31').verschil).toBe('Gelijk');
  });

  it('judges text values: Gelijk, Vergelijkbaar (keywords) and Verschilt', () => {
    expect(compare('betalingsperiode', 'text', 'Per maand.', 'per maand').verschil).toBe('Gelijk');
    const similar = compareElement(
      context('betalingsperiode', 'text'),
      element('betalingsperiode', 'per week, per vier weken of per maand', 'text', {
        keywords: ['week', 'vier weken', 'maand'],
      }),
      element('betalingsperiode', 'maandelijks, per week of per vier weken', 'text'),
    );
    expect(similar.verschil).toBe('Vergelijkbaar');
    const other = compare('pensioenuitvoerder', 'text', 'Stichting Flexpensioen (SFN)', 'PFMI');
    expect(other.verschil).toBe('Verschilt');
    expect(other.favourable).toBe('unknown');
  });

  it('names the side that regulates an element the other leaves open', () => {
    const onlyClient = compareElement(
      context('laagste_schaal_minimum', 'eur_per_month', true),
      element('laagste_schaal_minimum', null, 'eur_per_month', { article: '26', lid: '2' }),
      element('laagste_schaal_minimum', 2448.6, 'eur_per_month'),
    );
    expect(onlyClient.verschil).toBe('Alleen geregeld in cao klant');
    expect(onlyClient.waarde_huidig).toBeNull();
    expect(onlyClient.art_nr_huidig).toBe('26 lid 2');
    expect(onlyClient.favourable).toBe('client');
    expect(onlyClient.is_inlenersbeloning).toBe(true);
    expect([onlyClient.current_outcome, onlyClient.client_outcome]).toEqual(['not_regulated', 'found']);

    const onlyCurrent = compareElement(
      context('wachtdagen', 'count'),
      element('wachtdagen', 2, 'count'),
      element('wachtdagen', null, 'count'),
    );
    expect(onlyCurrent.verschil).toBe('Alleen geregeld in huidige cao');
    expect(onlyCurrent.favourable).toBe('unknown');
  });

  it('says Niet geregeld when neither cao regulates it', () => {
    const row = compareElement(
      context('aanvulling_wia', 'text'),
      element('aanvulling_wia', null, 'text'),
      element('aanvulling_wia', null, 'text'),
    );
    expect(row.verschil).toBe('Niet geregeld');
    expect([row.current_outcome, row.client_outcome]).toEqual(['not_regulated', 'not_regulated']);
    expect(row.eenheid).toBe('tekst');
    expect(row.favourable).toBe('unknown');
  });

  it('refuses to subtract values in different units', () => {
    const row = compareElement(
      context('eindejaarsuitkering', 'pct'),
      element('eindejaarsuitkering', 8.33, 'pct'),
      element('eindejaarsuitkering', 500, 'eur'),
    );
    expect(row.verschil).toBe('Niet vergelijkbaar (andere eenheid)');
    expect([row.waarde_huidig, row.waarde_nieuw]).toEqual(['8,33%', '€ 500,00']);
  });
});

describe('a side the engine did not find', () => {
  const notFound = (key: string, unit: Unit) =>
    element(key, null, unit, { outcome: 'not_found', article: null, pages: [] });

  it('claims neither a difference nor an equality: it asks for a check by hand', () => {
    const client = compareElement(
      context('vakantiedagen', 'days_per_year'),
      element('vakantiedagen', 25, 'days_per_year'),
      notFound('vakantiedagen', 'days_per_year'),
    );
    expect(client.verschil).toBe('Niet gevonden in cao klant — controleer handmatig');
    expect(client.favourable).toBe('unknown');
    expect([client.current_outcome, client.client_outcome]).toEqual(['found', 'not_found']);

    const current = compareElement(
      context('wachtdagen', 'count'),
      notFound('wachtdagen', 'count'),
      element('wachtdagen', null, 'count'),
    );
    expect(current.verschil).toBe('Niet gevonden in huidige cao — controleer handmatig');

    const both = compareElement(
      context('aanvulling_wia', 'text'),
      notFound('aanvulling_wia', 'text'),
      notFound('aanvulling_wia', 'text'),
    );
    expect(both.verschil).toBe("Niet gevonden in beide cao's — controleer handmatig");
  });

  it('counts a missing element as not found', () => {
    const row = compareElement(context('wachtdagen', 'count'), element('wachtdagen', 1, 'count'), null);
    expect(row.client_outcome).toBe('not_found');
    expect(row.verschil).toBe('Niet gevonden in cao klant — controleer handmatig');
  });
});

describe('text verdicts', () => {
  it('does not call a narrower text similar because it shares a key word', () => {
    const row = compareElement(
      context('betalingsperiode', 'text'),
      element('betalingsperiode', 'per week, per vier weken of per maand', 'text'),
      element('betalingsperiode', 'per maand', 'text', { keywords: ['maand'] }),
    );
    expect(row.verschil).toBe('Verschilt');
  });
});
