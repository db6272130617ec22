import { describe, expect, it } from 'vitest';
import { normArticle } from './score';

describe('normArticle (the scorer compares articles the way a reader does)', () => {
  it('drops the word "artikel" and a lid', () => {
    expect(normArticle('Artikel 4.2, lid 3')).toBe(normArticle('4.2'));
  });
  it('takes "14 B" and "14b" for the same article', () => {
    expect(normArticle('14 B')).toBe(normArticle('Artikel 14b'));
    expect(normArticle('4.2 a')).toBe(normArticle('4.2a'));
  });
  it('keeps different articles and appendices apart', () => {
    expect(normArticle('14')).not.toBe(normArticle('14b'));
    expect(normArticle('Bijlage II')).not.toBe(normArticle('Bijlage III'));
  });
});
