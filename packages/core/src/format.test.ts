import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

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
