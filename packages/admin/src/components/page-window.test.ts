import { describe, expect, it } from 'vitest';
import { formatShowing, getPageWindow } from './page-window';

describe('numbered pagination', () => {
  it('shows up to 7 pages in full', () => {
    expect(getPageWindow(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(getPageWindow(3, 3)).toEqual([1, 2, 3]);
  });

  it('otherwise the first, current ±1 and last, with ellipses', () => {
    expect(getPageWindow(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(getPageWindow(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(getPageWindow(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(getPageWindow(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(getPageWindow(3, 8)).toEqual([1, 2, 3, 4, 'ellipsis', 8]);
  });

  it("says 'Toont X tot Y van Z resultaten'", () => {
    expect(formatShowing(2, 20, 45)).toBe('Toont 21 tot 40 van 45 resultaten');
    expect(formatShowing(3, 20, 45)).toBe('Toont 41 tot 45 van 45 resultaten');
    expect(formatShowing(1, 20, 0)).toBe('Toont 0 tot 0 van 0 resultaten');
  });
});
