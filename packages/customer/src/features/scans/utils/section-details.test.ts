import type { DetailedComparisonResult, ExtractionDetails, ExtractionField } from '@caoscan/core';
import { describe, expect, it } from 'vitest';
import {
  collectSectionSources,
  describeElementSource,
  formatFieldValue,
  formatSource,
  withUnit,
} from './section-details';

const field = (
  articles: string[],
  pages: number[],
  extra: Partial<ExtractionField> = {},
): ExtractionField => ({
  label: 'x',
  value: 1,
  outcome: 'found',
  unit: 'count',
  as_printed: null,
  confidence: 1,
  note: null,
  source: { artikel_nummers: articles, pagina_nummers: pages, tekst_fragment: null },
  ...extra,
});

describe('collectSectionSources', () => {
  it('unites the articles and pages of all fields, in order', () => {
    const details: ExtractionDetails = {
      task_id: 't',
      section_name: 'verlof',
      section_display_name: 'Verlof',
      task_type: 'extraction_current',
      extraction_data: { a: field(['12', '3'], [7, 2]), b: field(['3'], [2, 11]) },
      created_at: '2026-01-01T00:00:00Z',
      completed_at: null,
    };
    expect(collectSectionSources(details)).toEqual({ articles: ['3', '12'], pages: [2, 7, 11] });
  });
});

describe('formatFieldValue', () => {
  it('prefers the printed text, then the value in Dutch notation', () => {
    expect(formatFieldValue(field([], [], { as_printed: '€ 2.185,50' }))).toBe('€ 2.185,50');
    expect(formatFieldValue(field([], [], { value: 2185.5 }))).toBe('2.185,5');
  });

  it('names why a field has no value: not regulated, or not found and to check by hand', () => {
    const notRegulated = { value: null, outcome: 'not_regulated', as_printed: 'kent geen adv' } as const;
    expect(formatFieldValue(field([], [], notRegulated))).toBe('Niet geregeld in deze cao');
    expect(formatFieldValue(field([], [], { value: null, outcome: 'not_found' }))).toBe(
      'Niet gevonden — controleer handmatig',
    );
  });
});

describe('describeElementSource', () => {
  const details = (data: Record<string, ExtractionField>): ExtractionDetails => ({
    task_id: 't',
    section_name: 'beloning',
    section_display_name: 'Beloning',
    task_type: 'extraction_current',
    extraction_data: data,
    created_at: '2026-01-01T00:00:00Z',
    completed_at: null,
  });
  const row = (artNrHuidig: string | null, current: ExtractionDetails | null): DetailedComparisonResult => ({
    categorie: 'beloning',
    element: 'Laagste schaal',
    element_key: 'laagste_schaal',
    waarde_huidig: null,
    art_nr_huidig: artNrHuidig,
    waarde_nieuw: null,
    art_nr_nieuw: null,
    verschil: 'Gelijk',
    eenheid: 'euro per maand',
    favourable: 'equal',
    is_inlenersbeloning: true,
    current_outcome: 'not_regulated',
    client_outcome: 'not_found',
    current_extraction_details: current,
    client_extraction_details: null,
  });

  it('names the article as the results row does, with the pages of the field', () => {
    const current = details({ laagste_schaal: field(['26'], [12]) });
    expect(describeElementSource(row('26 lid 2', current), 'current')).toBe('Art. 26 lid 2 · p. 12');
  });

  it("takes the pages from the section's fields that cite the same article when the field has none", () => {
    const current = details({ laagste_schaal: field([], []), other: field(['26'], [12, 13]) });
    expect(describeElementSource(row('26 lid 2', current), 'current')).toBe('Art. 26 lid 2 · p. 12, 13');
  });

  it('says there is no source rather than showing dashes', () => {
    expect(
      describeElementSource(row(null, details({ laagste_schaal: field([], []) })), 'current'),
    ).toBeNull();
  });
});

describe('formatSource', () => {
  it('gives the articles and pages that are known, and null when neither is', () => {
    expect(formatSource(['26', '30'], [12, 13])).toBe('Art. 26, 30 · p. 12, 13');
    expect(formatSource([], [12])).toBe('p. 12');
    expect(formatSource(['26 lid 2'], [])).toBe('Art. 26 lid 2');
    expect(formatSource([], [])).toBeNull();
  });
});

describe('withUnit', () => {
  it('adds the unit only when the value does not say it already', () => {
    expect(withUnit('8%', 'procent')).toBe('8% (procent)');
    expect(withUnit('38 uur per week', 'uur per week')).toBe('38 uur per week');
    expect(withUnit('€ 2.448,60 per maand', 'euro per maand')).toBe('€ 2.448,60 per maand (euro per maand)');
    expect(withUnit('per maand', 'tekst')).toBe('per maand');
  });
});
