import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/** The common ways Dutch cao's state a supplement to a disability benefit, in our own fictional sentences. */
describe('aanvullende regelingen, phrasing families', () => {
  it('reads a supplement on the WGA benefit "tot 75% van het laatstverdiende loon"', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 45 Aanvulling WIA\nDe werkgever vult de WGA-uitkering van de werknemer gedurende ten hoogste twee jaar aan tot 75% van het laatstverdiende loon.',
      { aanvulling_wia: 'WGA' },
    );
  });
});
