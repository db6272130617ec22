import { describe, expect, it } from 'vitest';
import { getPageWindow } from './scan-pagination';

describe('getPageWindow', () => {
  it('shows every page up to five', () => {
    expect(getPageWindow(1, 1)).toEqual([1]);
    expect(getPageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(getPageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps five buttons around the current page, inside the first and last', () => {
    expect(getPageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(getPageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(getPageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});
