import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/**
 * The common ways Dutch cao's state sick pay per year, in our own fictional sentences: years, weeks and
 * months (in figures and in words), a list under a lead-in, a supplement up to a percentage.
 */
describe('loondoorbetaling_ziekte, phrasing families', () => {
  it('reads periods as ordinal words: "de eerste tot en met de tweeënvijftigste week"', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 9 Doorbetaling bij arbeidsongeschiktheid\nDe zieke werknemer behoudt een deel van zijn salaris, namelijk:\n- 100% in de eerste tot en met de tweeënvijftigste week;\n- 75% in de drieënvijftigste tot en met de honderdvierde week.',
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 75 },
    );
  });
  it('reads month numbers: "maand 1 tot en met 12" and "maanden 13 t/m 24"', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 21 Ziekte\nBij ziekte ontvangt de werknemer in maand 1 tot en met 12 95% van het loon en in de maanden 13 t/m 24 72,5% van het loon.',
      { ziekte_eerste_jaar: 95, ziekte_tweede_jaar: 72.5 },
    );
  });
  it('reads weeks in figures: "week 1 tot en met 52" and "weken 53 t/m 104"', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 14 Loon bij ziekte\nDe werkgever betaalt bij ziekte in week 1 tot en met 52 90% van het loon door en in de weken 53 t/m 104 80%.',
      { ziekte_eerste_jaar: 90, ziekte_tweede_jaar: 80 },
    );
  });
  it('reads the year after its percentage: "100% van het loon in het eerste ziektejaar"', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 31 Ziekte en arbeidsongeschiktheid\nDe werknemer ontvangt 100% van het loon in het eerste ziektejaar en 70% van het loon in het tweede ziektejaar.',
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 70 },
    );
  });
  it('reads a supplement up to a percentage: "aanvulling tot 90%"', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 17 Aanvulling bij ziekte\n1. In de eerste 52 weken na de ziekmelding vult de werkgever het wettelijke loon aan tot 90% van het salaris.\n2. Gedurende de tweede 52 weken van ziekte ontvangt de werknemer een aanvulling tot 80%.',
      { ziekte_eerste_jaar: 90, ziekte_tweede_jaar: 80 },
    );
  });
  it('reads a table of periods: "1e t/m 52e week" and "53e t/m 104e week"', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 8 Loondoorbetaling\nDe doorbetaling bij ziekte bedraagt:\n1e t/m 52e week 100%\n53e t/m 104e week 70%',
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 70 },
    );
  });
  it('reads a sentence broken before its percentage ("… betaalt de werkgever" over "100% van …")', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 21 Loon bij ziekte\n1. Bij ziekte betaalt de werkgever in het eerste ziektejaar\n100% van zijn laatste salaris door.\n2. Gedurende het tweede ziektejaar bedraagt de doorbetaling 75% van het salaris.',
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 75 },
    );
  });
});
