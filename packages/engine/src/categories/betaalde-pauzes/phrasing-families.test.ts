import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/** The common ways Dutch cao's state a paid break, in our own fictional sentences. */
describe('betaalde pauzes, phrasing families', () => {
  it('reads "een betaalde pauze van 15 minuten" per day', () => {
    expectCategory(
      'betaalde_pauzes',
      'Artikel 9 Pauze\nDe werknemer heeft per dienst recht op een betaalde pauze van 15 minuten.',
      { betaalde_pauze_per_dag: 15 },
    );
  });
  it('reads "een kwartier pauze met behoud van loon"', () => {
    expectCategory(
      'betaalde_pauzes',
      'Artikel 9 Rusttijden\nBij een werkdag van meer dan 6 uur heeft de werknemer een kwartier pauze met behoud van loon.',
      { betaalde_pauze_per_dag: 15 },
    );
  });
  it('reads a pause that is part of working time, taken in parts: "3 x 10 minuten"', () => {
    expectCategory(
      'betaalde_pauzes',
      'Artikel 6 Werktijden\nIn de nachtploeg is de pauze een onderdeel van de werktijd en neem je die pauze in 3 x 10 minuten.',
      { betaalde_pauze_per_dag: 30 },
    );
  });
  it('takes no unpaid pause from a definition naming both unpaid and paid pauses', () => {
    expectCategory(
      'betaalde_pauzes',
      'Bijlage 4 Rusttijden volgens de wet\nOnder pauze valt hier elke onderbreking van ten minste een kwartier. Het maakt niet uit of het gaat om onbetaalde of betaalde pauzes.',
      { betaalde_pauze_per_dag: null },
    );
  });
});
