import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('vergoedingen', () => {
  it('reads: Artikel 30 Reiskosten', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 30 Reiskosten\nDe werknemer ontvangt voor woon-werkverkeer een vergoeding van € 0,23 netto per kilometer vanaf een enkele reisafstand van 10 kilometer, tot een maximum van 30 kilometer enkele reis.\nArtikel 31 Thuiswerken\nDe werknemer ontvangt een thuiswerkvergoeding van € 2,40 netto per thuisgewerkte dag.\nArtikel 32 Maaltijd\nBij overwerk van meer dan twee uur aansluitend op de normale werktijd ontvangt de werknemer een maaltijdvergoeding van € 15,00.',
      {
        reiskosten_per_km: 0.23,
        reiskosten_drempel_km: 10,
        thuiswerkvergoeding: 2.4,
        maaltijdvergoeding: 15,
      },
    );
  });
  it('reads: Artikel 14 Reiskostenvergoeding', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 14 Reiskostenvergoeding\nDe werkgever vergoedt de reiskosten voor woon-werkverkeer met een bedrag van € 0,19 per km.\nArtikel 15 Dienstreizen\nVoor dienstreizen met de eigen auto geldt een vergoeding van € 0,23 per kilometer.',
      { reiskosten_per_km: 0.19 },
    );
  });
  it('leaves null: Artikel 20 Dienstreizen', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 20 Dienstreizen\nVoor dienstreizen met de eigen auto ontvangt de werknemer € 0,23 per kilometer.',
      { reiskosten_per_km: null },
    );
  });
});

describe('vergoedingen, explicit none', () => {
  it('reads "Er geldt geen minimale reisafstand" as a threshold of 0', () => {
    expectCategory(
      'vergoedingen',
      '6.3.1 Reiskosten\nVoor woon-werkverkeer ontvangt de werknemer € 0,16 per kilometer, tot een maximum van 30 kilometer enkele reis. Er geldt geen minimale reisafstand.',
      { reiskosten_per_km: 0.16, reiskosten_drempel_km: 0 },
    );
  });
});

describe('vergoedingen, a threshold before "of meer"', () => {
  it('reads "Medewerkers die 10 km of meer van de winkel wonen"', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 32 – Reiskosten\n32.1 Medewerkers die 10 km of meer van de winkel wonen, krijgen € 0,10 per km vergoed.',
      {
        reiskosten_per_km: 0.1,
        reiskosten_drempel_km: 10,
      },
    );
  });
});

describe('vergoedingen, amounts joined by a slash', () => {
  it('reads the first of two amounts that share "per kilometer"', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 4.5 Reiskosten woon-werkverkeer\nVoor woon-werkverkeer ontvang je een tegemoetkoming van € 0,12 netto/ € 0,14 netto per kilometer (per 1 januari 2031).',
      { reiskosten_per_km: 0.12 },
    );
  });
});

describe('vergoedingen, home working allowance stated after "per dag"', () => {
  it('reads the amount that follows "een vergoeding per dag … (nu: € 2,15)"', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 3.10 Thuiswerkvergoeding\nWerkt de medewerker in overleg thuis, dan geldt een vergoeding per dag gelijk aan het fiscaal vrijgestelde bedrag (per 1 januari 2031: € 2,15).',
      { thuiswerkvergoeding: 2.15 },
    );
  });
});

describe('vergoedingen, a meal allowance outside an article about meals', () => {
  it('reads the amount the sentence names as the meal allowance', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 6 Late openingstijden\nWie op een werkdag langer dan acht uur werkt en ook de avondopenstelling draait, krijgt een warme maaltijd. Zorgt de werkgever daar niet voor, dan heeft de werknemer recht op een maaltijdvergoeding van € 9,25 netto.',
      { maaltijdvergoeding: 9.25 },
    );
  });
});

describe('vergoedingen, amounts that change during the term', () => {
  const term =
    'Artikel 1 Looptijd\nDeze cao loopt van 1 januari 2025 tot en met 31 december 2026.\nArtikel 2 Loonsverhoging\nPer 1 juli 2025 worden de lonen verhoogd met 2%.\n';
  it('takes the meal allowance in force at the first wage increase', () => {
    expectCategory(
      'vergoedingen',
      `${term}Artikel 9 Maaltijdvergoeding\nWie na 19.00 uur doorwerkt, heeft recht op een maaltijdvergoeding van maximaal € 8,10 netto (met ingang van 1 juli 2025: € 8,40 netto).`,
      { maaltijdvergoeding: 8.4 },
    );
  });
  it('leaves an amount that takes effect after the first wage increase, and reads "per gereisde kilometer bedraagt"', () => {
    expectCategory(
      'vergoedingen',
      `${term}Artikel 9 Reiskosten\nDe vergoeding per gereisde kilometer woon-werkverkeer bedraagt vanaf 1 januari 2025 € 0,12 en vanaf 1 januari 2026 € 0,14 netto.`,
      { reiskosten_per_km: 0.12 },
    );
  });
  it('takes a later amount stated in the next sentence when it took effect before the term', () => {
    expectCategory(
      'vergoedingen',
      `${term}Artikel 9 Vergoedingen\nDe chauffeur krijgt een maaltijdvergoeding van € 4,90 per dag als hij na 19.00 uur doorwerkt. Vanaf 1 januari 2024 geldt een bedrag van € 5,20.`,
      { maaltijdvergoeding: 5.2 },
    );
  });
});
