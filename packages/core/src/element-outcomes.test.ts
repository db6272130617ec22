import { describe, expect, it } from 'vitest';
import {
  CHECK_BY_HAND_VERDICTS,
  describeCheckByHand,
  ELEMENT_OUTCOME_LABELS,
  needsManualCheck,
} from './element-outcomes';
import { ComparisonResultSchema, ExtractionFieldSchema } from './schemas/scan-results';

const row = {
  categorie: 'verlof',
  element: 'Vakantiedagen per jaar',
  element_key: 'vakantiedagen_per_jaar',
  waarde_huidig: '25 dagen per jaar',
  art_nr_huidig: '12',
  waarde_nieuw: null,
  art_nr_nieuw: null,
  verschil: CHECK_BY_HAND_VERDICTS.client,
  eenheid: 'dagen per jaar',
  favourable: 'unknown',
  is_inlenersbeloning: false,
  current_outcome: 'found',
  client_outcome: 'not_found',
};

describe('element outcomes', () => {
  it('names each outcome in Dutch, distinctly', () => {
    expect(ELEMENT_OUTCOME_LABELS).toEqual({
      found: 'Gevonden',
      not_regulated: 'Niet geregeld in deze cao',
      not_found: 'Niet gevonden — controleer handmatig',
    });
  });

  it('asks for a check by hand whenever a side was not found, and only then', () => {
    expect(describeCheckByHand({ current_outcome: 'not_found', client_outcome: 'not_found' })).toBe(
      "Niet gevonden in beide cao's — controleer handmatig",
    );
    expect(describeCheckByHand({ current_outcome: 'not_found', client_outcome: 'found' })).toBe(
      'Niet gevonden in huidige cao — controleer handmatig',
    );
    expect(describeCheckByHand({ current_outcome: 'not_regulated', client_outcome: 'not_found' })).toBe(
      'Niet gevonden in cao klant — controleer handmatig',
    );
    expect(describeCheckByHand({ current_outcome: 'found', client_outcome: 'not_regulated' })).toBeNull();
    expect(needsManualCheck({ current_outcome: 'not_regulated', client_outcome: 'not_regulated' })).toBe(
      false,
    );
    expect(needsManualCheck({ current_outcome: 'found', client_outcome: 'not_found' })).toBe(true);
  });

  it('is part of every comparison row and extraction field the API returns', () => {
    expect(ComparisonResultSchema.parse(row)).toEqual(row);
    const { client_outcome: _missing, ...withoutOutcome } = row;
    expect(ComparisonResultSchema.safeParse(withoutOutcome).success).toBe(false);
    expect(ComparisonResultSchema.safeParse({ ...row, current_outcome: 'maybe' }).success).toBe(false);
    const field = {
      label: 'Vakantiedagen per jaar',
      value: null,
      outcome: 'not_regulated',
      unit: 'days_per_year',
      as_printed: 'kent geen extra vakantiedagen',
      confidence: 0.8,
      note: null,
      source: { artikel_nummers: ['12'], pagina_nummers: [4], tekst_fragment: null },
    };
    expect(ExtractionFieldSchema.parse(field)).toEqual(field);
    expect(ExtractionFieldSchema.safeParse({ ...field, outcome: undefined }).success).toBe(false);
  });
});
