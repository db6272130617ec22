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
  it('does not take the article title printed again as a line for the supplement', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 46 Einde aanvulling op de WIA-uitkering\nEinde aanvulling op de WIA-uitkering\nDe aanvulling eindigt bij het bereiken van de AOW-leeftijd.',
      { aanvulling_wia: null },
    );
  });
  it('prefers the WGA gap insurance over a supplement under the old WAO alone', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 47 Aanvullingen bij arbeidsongeschiktheid\nVoor wie voor 2004 arbeidsongeschikt werd, vult de werkgever de WAO-uitkering aan tot 80% van het laatstverdiende loon via een WAO-hiaatverzekering.\f' +
        'Artikel 48 WGA-hiaatverzekering\nDe werkgever sluit een collectieve WGA-hiaatverzekering af voor alle werknemers.',
      { aanvulling_wia: 'WGA-hiaatverzekering' },
    );
  });
});
