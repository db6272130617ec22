import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('betaalde_pauzes', () => {
  it('reads: Artikel 9 Pauzes', () => {
    expectCategory(
      'betaalde_pauzes',
      'Artikel 9 Pauzes\nBij een werkdag van 8 uur heeft de werknemer recht op een onbetaalde pauze van 30 minuten en een betaalde pauze van 15 minuten.',
      { betaalde_pauze_per_dag: 15 },
    );
  });
  // An explicitly unpaid pause is a paid pause of 0 (corpus README: explicit none is 0, not null).
  it.each([
    'Artikel 9 Pauze\nDe pauze is onbetaald.',
    '§ 3.3 Pauzes\n1. De werknemer neemt per werkdag een onbetaalde pauze van 30 minuten.',
    'ARTIKEL 5 – PAUZES\nlid 1 De pauze geldt niet als arbeidstijd en wordt niet doorbetaald.',
  ])('reads an explicitly unpaid pause as 0: %s', (body) => {
    expectCategory('betaalde_pauzes', body, { betaalde_pauze_per_dag: 0 });
  });
  it('leaves null: Artikel 9 Werktijden', () => {
    expectCategory('betaalde_pauzes', 'Artikel 9 Werktijden\nDe werkgever stelt het rooster vast.', {
      betaalde_pauze_per_dag: null,
    });
  });
  it('reads the paid part of a pause: "30 minuten, waarvan 15 minuten worden doorbetaald"', () => {
    expectCategory(
      'betaalde_pauzes',
      '3.1.2 Pauze\nBij een dienst van meer dan vijfeneenhalf uur heeft de werknemer recht op een pauze van 30 minuten, waarvan 15 minuten worden doorbetaald.',
      { betaalde_pauze_per_dag: 15 },
    );
  });
});

describe('betaalde_pauzes, paid as working time in the next words or sentence', () => {
  it('reads a short pause that counts as working time', () => {
    expectCategory(
      'betaalde_pauzes',
      'Artikel 3.4 Pauzes\nJe kunt per dienst eenmaal een koffiepauze nemen. Duurt die pauze minder dan 10 minuten, dan telt zij mee als werktijd.',
      { betaalde_pauze_per_dag: 10 },
    );
  });
  it('reads a pause whose payment the next sentence states', () => {
    expectCategory(
      'betaalde_pauzes',
      'Artikel 12 Rusttijden\nDe werknemer met een nachtdienst van ten minste 5 uur heeft recht op een pauze van 0,5 uur. Deze pauze wordt doorbetaald tegen het uurloon.',
      { betaalde_pauze_per_dag: 30 },
    );
  });
});

describe('betaalde_pauzes, pay denied after the value', () => {
  it('reads "een pauze van een half uur, die niet wordt doorbetaald" as an explicit 0', () => {
    expectCategory(
      'betaalde_pauzes',
      'Artikel 9 Werktijden\n3. Wie langer dan 6 uur werkt, heeft recht op een pauze van een half uur, die niet wordt doorbetaald.',
      { betaalde_pauze_per_dag: 0 },
    );
  });
  it('keeps a paid pause followed by another, unpaid one', () => {
    expectCategory(
      'betaalde_pauzes',
      'Artikel 9 Pauzes\nBij een dienst van meer dan 6 uur krijgt de werknemer een betaalde pauze van 20 minuten en daarna nog een onbetaalde pauze van een half uur.',
      { betaalde_pauze_per_dag: 20 },
    );
  });
});

describe('betaalde_pauzes, an unpaid rest during the day', () => {
  it('reads "een onbetaalde rusttijd van een half uur" as no paid pause (0)', () => {
    expectCategory(
      'betaalde_pauzes',
      'Artikel 12 Rusttijden\n1. Wie langer dan vijf uur achter elkaar werkt, neemt een onbetaalde rusttijd van een half uur.\n2. Tussen twee diensten ligt minstens elf uur.',
      { betaalde_pauze_per_dag: 0 },
    );
  });
});
