import { describe, expect, it } from 'vitest';
import { formatCitation, formatDate, formatDateTime } from './format';

describe('nl-NL dates', () => {
  it('formats in Amsterdam time whatever the machine time zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Amsterdam.
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('1 januari 2026');
    expect(formatDateTime('2026-07-01T10:05:00Z')).toBe('1 juli 2026 om 12:05');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('–');
    expect(formatDateTime('not a date')).toBe('–');
  });
});

describe('formatCitation', () => {
  it('names the article and the pages, runs of pages as a range', () => {
    expect(formatCitation('4.2', [2])).toBe('art. 4.2, p. 2');
    expect(formatCitation('7.3 lid 1', [4, 3, 9])).toBe('art. 7.3 lid 1, p. 3–4, 9');
    expect(formatCitation(null, [12])).toBe('p. 12');
    expect(formatCitation(null, [])).toBe('–');
  });
});
