import { describe, expect, it } from 'vitest';
import { findSchemaCategory } from '../../schema';
import type { CategoryAnswer } from './answer-schema';
import { toCategoryValues } from './to-category-values';

const verlof = findSchemaCategory('verlof')!;

function answer(value: number | null, quote: string | null): CategoryAnswer['elements'][number] {
  return {
    key: 'adv_dagen',
    value,
    unit: 'days_per_year',
    article: '9',
    lid: null,
    pages: [4],
    as_printed: value === null ? null : String(value),
    quote,
    conversion: null,
    confidence: 0.8,
  };
}

describe('toCategoryValues: the outcome the model claims', () => {
  it('is found for a value, not regulated for a null with cited words, else not found', () => {
    const outcome = (item: CategoryAnswer['elements'][number]) =>
      toCategoryValues(verlof, { elements: [item] }, new Set([4])).adv_dagen!.outcome;
    expect(outcome(answer(13, null))).toBe('found');
    expect(outcome(answer(null, 'Deze cao kent geen adv-dagen.'))).toBe('not_regulated');
    expect(outcome(answer(null, null))).toBe('not_found');
  });
});

describe('toCategoryValues: a converted value says how', () => {
  it('states the factor the model applied in the normalisation', () => {
    const beloning = findSchemaCategory('beloning')!;
    const values = toCategoryValues(
      beloning,
      {
        elements: [
          {
            key: 'laagste_schaal_minimum',
            value: 1924,
            unit: 'eur_per_month',
            article: 'Bijlage 1',
            lid: null,
            pages: [4],
            as_printed: '12,00',
            quote: 'A 12,00',
            conversion: { factor: 160.333333, offset: null },
            confidence: 0.8,
          },
        ],
      },
      new Set([4]),
    );
    expect(values.laagste_schaal_minimum!.normalisation).toBe('Omgerekend: de gedrukte waarde × 160,3333.');
  });
});
