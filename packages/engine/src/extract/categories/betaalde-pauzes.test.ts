import { describe, it } from 'vitest';
import { expectCategory } from '../testing/expect-category';

describe('betaalde_pauzes', () => {
  it('reads: Artikel 9 Pauzes', () => {
    expectCategory(
      'betaalde_pauzes',
      'Artikel 9 Pauzes\nBij een werkdag van 8 uur heeft de werknemer recht op een onbetaalde pauze van 30 minuten en een betaalde pauze van 15 minuten.',
      { betaalde_pauze_per_dag: 15 },
    );
  });
  it('leaves null: Artikel 9 Pauze', () => {
    expectCategory('betaalde_pauzes', 'Artikel 9 Pauze\nDe pauze is onbetaald.', {
      betaalde_pauze_per_dag: null,
    });
  });
});
