import { describe, expect, it } from 'vitest';
import {
  parseComparisonResult,
  parseExtractionResult,
  TASK_RESULT_VERSION,
  TaskResultError,
} from '../src/scans/task-results';

const element = {
  key: 'uurloon',
  label: 'Uurloon',
  value: 14.5,
  unit: 'eur',
  article: '4.2',
  pages: [11],
  as_printed: '€ 14,50',
  quote: 'Het uurloon bedraagt € 14,50.',
  confidence: 0.9,
};

describe('stored section task results', () => {
  it('read a result stored before results carried a version as version 1', () => {
    expect(parseExtractionResult('t1', { values: { uurloon: element } })).toEqual({
      version: TASK_RESULT_VERSION,
      values: { uurloon: element },
    });
    expect(parseComparisonResult('t2', { rows: [] })).toEqual({ version: 1, rows: [] });
  });

  it('refuse a result of another shape instead of passing it on', () => {
    expect(() => parseExtractionResult('t3', { rows: [] })).toThrow(TaskResultError);
    expect(() => parseExtractionResult('t4', { values: { uurloon: { ...element, unit: 'liter' } } })).toThrow(
      TaskResultError,
    );
    expect(() => parseComparisonResult('t5', { version: 2, rows: [] })).toThrow(TaskResultError);
    expect(() => parseComparisonResult('t6', null)).toThrow(/task t6/);
  });
});
