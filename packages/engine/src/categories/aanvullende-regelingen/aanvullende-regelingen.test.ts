import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('aanvullende_regelingen', () => {
  it('reads: Artikel 45 WIA-aanvulling', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 45 WIA-aanvulling\nDe werkgever biedt een collectieve WIA-excedentverzekering aan.',
      { aanvulling_wia: 'WIA-excedent' },
    );
  });
});
