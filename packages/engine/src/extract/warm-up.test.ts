import { describe, expect, it } from 'vitest';
import { warmUpExtractor } from './warm-up';

describe('warmUpExtractor', () => {
  it('runs every category over its sample without throwing', () => {
    expect(() => warmUpExtractor()).not.toThrow();
  });
});
