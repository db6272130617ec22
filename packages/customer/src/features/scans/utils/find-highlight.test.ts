import { describe, expect, it } from 'vitest';
import { findHighlightedPieces } from './find-highlight';

describe('findHighlightedPieces', () => {
  it('finds printed text split over pieces, whatever the spacing', () => {
    const pieces = ['Artikel 9 Toeslag', 'De ploegentoeslag bedraagt', ' 12,5 %', 'van het uurloon.'];
    expect(findHighlightedPieces(pieces, 'bedraagt 12,5%')).toEqual([1, 2]);
    expect(findHighlightedPieces(pieces, '12,5 % van het')).toEqual([2, 3]);
  });

  it('finds nothing without printed text or when it is not on the page', () => {
    expect(findHighlightedPieces(['iets'], null)).toEqual([]);
    expect(findHighlightedPieces(['iets'], 'anders')).toEqual([]);
  });
});
