import type { ExtractionDetails, ExtractionField } from '@caoscan/core';
import { describe, expect, it } from 'vitest';
import { collectSectionSources, formatFieldValue } from './section-details';

const field = (
  articles: string[],
  pages: number[],
  extra: Partial<ExtractionField> = {},
): ExtractionField => ({
  label: 'x',
  value: 1,
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
    expect(formatFieldValue(field([], [], { value: null }))).toBe('–');
  });
});
