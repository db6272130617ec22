import { describe, expect, it } from 'vitest';
import {
  CategoryValuesSchema,
  parseComparisonResult,
  parseExtractionResult,
  TASK_RESULT_VERSION,
  TaskResultError,
} from '../src/scans/task-results';

const element = {
  key: 'uurloon',
  label: 'Uurloon',
  value: 14.5,
  outcome: 'found',
  unit: 'eur',
  article: '4.2',
  pages: [11],
  as_printed: '€ 14,50',
  quote: 'Het uurloon bedraagt € 14,50.',
  confidence: 0.9,
} as const;

/** An element as version 1 stored it: no outcome. */
const { outcome: _outcome, ...legacyElement } = element;
const legacyNull = { ...legacyElement, key: 'adv_dagen', value: null, article: null, pages: [] };

const legacyRow = {
  categorie: 'beloning',
  element: 'Uurloon',
  element_key: 'uurloon',
  waarde_huidig: '€ 14,50',
  art_nr_huidig: '4.2',
  waarde_nieuw: null,
  art_nr_nieuw: null,
  verschil: 'Alleen geregeld in huidige cao',
  eenheid: 'euro',
  favourable: 'current',
  is_inlenersbeloning: false,
  current: legacyElement,
  client: { ...legacyNull, key: 'uurloon' },
};

describe('stored section task results', () => {
  it('read the current version as it is', () => {
    const values = { uurloon: element, adv_dagen: { ...legacyNull, outcome: 'not_regulated' } };
    expect(parseExtractionResult('t0', { version: TASK_RESULT_VERSION, values })).toEqual({
      version: TASK_RESULT_VERSION,
      values,
    });
  });

  it('read a result stored before results carried a version or outcomes as version 1', () => {
    expect(
      parseExtractionResult('t1', { values: { uurloon: legacyElement, adv_dagen: legacyNull } }),
    ).toEqual({
      version: TASK_RESULT_VERSION,
      values: { uurloon: element, adv_dagen: { ...legacyNull, outcome: 'not_found' } },
    });
    expect(parseComparisonResult('t2', { rows: [] })).toEqual({ version: TASK_RESULT_VERSION, rows: [] });
  });

  it('read a version 1 row with a null side as not found, with the check-by-hand verdict', () => {
    const [row] = parseComparisonResult('t2b', { version: 1, rows: [legacyRow] }).rows;
    expect(row).toMatchObject({
      current_outcome: 'found',
      client_outcome: 'not_found',
      verschil: 'Niet gevonden in cao klant — controleer handmatig',
      favourable: 'unknown',
      current: { outcome: 'found' },
      client: { outcome: 'not_found' },
    });
    const [both] = parseComparisonResult('t2c', {
      rows: [{ ...legacyRow, current: null, client: null, verschil: 'Niet geregeld', favourable: 'unknown' }],
    }).rows;
    expect(both!.verschil).toBe("Niet gevonden in beide cao's — controleer handmatig");
  });

  it('refuse a result of another shape instead of passing it on', () => {
    expect(() => parseExtractionResult('t3', { rows: [] })).toThrow(TaskResultError);
    expect(() => parseExtractionResult('t4', { values: { uurloon: { ...element, unit: 'liter' } } })).toThrow(
      TaskResultError,
    );
    // The current version promises outcomes: one without them is another shape.
    expect(() =>
      parseExtractionResult('t4b', { version: TASK_RESULT_VERSION, values: { uurloon: legacyElement } }),
    ).toThrow(TaskResultError);
    expect(() => parseComparisonResult('t5', { version: TASK_RESULT_VERSION + 1, rows: [] })).toThrow(
      TaskResultError,
    );
    expect(() => parseComparisonResult('t6', null)).toThrow(/task t6/);
  });

  it('let the extraction cache refuse an entry without outcomes, so it is extracted again', () => {
    expect(CategoryValuesSchema.safeParse({ uurloon: legacyElement }).success).toBe(false);
    expect(CategoryValuesSchema.safeParse({ uurloon: element }).success).toBe(true);
  });
});
