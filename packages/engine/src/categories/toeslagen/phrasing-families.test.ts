import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/**
 * The common ways Dutch cao's state evening and night surcharges, in our own fictional sentences: a
 * percentage on top, a percentage of the wage ("150%"), a table by day and time window (also with its
 * header over two lines and an empty daytime cell), a list of windows per day under a lead-in, a first
 * step of a staffel, and grandfathered rights that are not the rate now.
 */
describe('toeslagen, phrasing families: evening and night', () => {
  it('reads "een toeslag van 30%" per window', () => {
    expectCategory(
      'toeslagen',
      'Artikel 12 Toeslag onregelmatige uren\nVoor werk op maandag tot en met vrijdag tussen 19.00 en 23.00 uur geldt een toeslag van 30%. Voor werk tussen 23.00 en 06.00 uur geldt een toeslag van 55%.',
      { onregelmatigheid_avond: 30, onregelmatigheid_nacht: 55 },
    );
  });
  it('reads a table whose header of windows runs over two lines, with an empty daytime cell', () => {
    expectCategory(
      'toeslagen',
      'Artikel 12 Onregelmatigheidstoeslag\nDe toeslag volgt uit deze tabel:\nToeslag voor 00.00- 08.00- 20.00-\nonregelmatige uren 08.00 uur 20.00 uur 24.00 uur\nMaandag t/m vrijdag 35% 25%\nZaterdag 50% 40% 50%\nZon- en feestdagen 60% 60% 60%',
      { onregelmatigheid_avond: 25, onregelmatigheid_nacht: 35 },
    );
  });
  it('reads a list of windows per day under "verhoogd met een toeslag van:", the weekday list only', () => {
    expectCategory(
      'toeslagen',
      'Artikel 7 Toeslagen in de filialen\n1. De werknemer ontvangt per gewerkt uur zijn uurloon, verhoogd met een toeslag van:\na. op maandag tot en met vrijdag\n- tussen 00.00 en 05.00 uur 60%\n- tussen 19.00 en 22.00 uur 20%\nb. op zaterdag\n- tussen 17.00 en 24.00 uur 45%',
      { onregelmatigheid_avond: 20, onregelmatigheid_nacht: 60 },
    );
  });
  it('takes the first step of an evening staffel, in a fraction: "33 1/3%" then "50%"', () => {
    expectCategory(
      'toeslagen',
      'Artikel 7 Toeslagen in de filialen\nDe werknemer ontvangt per gewerkt uur zijn uurloon, verhoogd met een toeslag van:\n- tussen 20.00 en 21.00 uur 33 1/3%\n- tussen 21.00 en 24.00 uur 50%',
      { onregelmatigheid_avond: 33.33 },
    );
  });
  it('does not take the rate of kept historical rights over the rate now', () => {
    expectCategory(
      'toeslagen',
      'Artikel 7 Toeslagen in de filialen\nDe werknemer ontvangt per gewerkt uur zijn uurloon, verhoogd met een toeslag van:\n- tussen 19.00 en 24.00 uur 25%\f' +
        'Bijlage 3 Historische rechten\nDe werknemer die al vóór 1 mei 1990 in de avond werkte, houdt voor avondwerk een toeslag van 50%.',
      { onregelmatigheid_avond: 25 },
    );
  });
});
