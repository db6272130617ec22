import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('vakantiebijslag', () => {
  it('reads: Artikel 21 Vakantietoeslag', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 21 Vakantietoeslag\n1. De werknemer heeft recht op een vakantietoeslag van 8% van het brutoloon over de periode van 1 juni tot en met 31 mei.\n2. De vakantietoeslag wordt uiterlijk in juni uitbetaald.\n3. De vakantietoeslag bedraagt ten minste € 1.850,40 per jaar voor een fulltime werknemer van 21 jaar of ouder.',
      { vakantiebijslag_percentage: 8, vakantiebijslag_minimum: 1850.4, vakantiebijslag_uitbetaling: 'juni' },
    );
  });
  it('reads: ARTIKEL 9 - VAKANTIEGELD', () => {
    expectCategory(
      'vakantiebijslag',
      'ARTIKEL 9 - VAKANTIEGELD\nHet vakantiegeld bedraagt 8,33% van het jaarsalaris en wordt jaarlijks in de maand mei betaald.',
      { vakantiebijslag_percentage: 8.33, vakantiebijslag_uitbetaling: 'mei' },
    );
  });
  it('reads: Artikel 5.6', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 5.6\nVakantiebijslag\n5.6.1 De medewerker ontvangt jaarlijks een vakantiebijslag van 8% van het salaris.\n5.6.2 Uitbetaling vindt plaats met de salarisbetaling over de maand mei.',
      { vakantiebijslag_percentage: 8, vakantiebijslag_uitbetaling: 'mei' },
    );
  });
  it('reads: § 5.3 Vakantietoeslag', () => {
    expectCategory(
      'vakantiebijslag',
      '§ 5.3 Vakantietoeslag\nDe werknemer ontvangt een vakantietoeslag van 8% van het loon.',
      { vakantiebijslag_percentage: 8 },
    );
  });
  it('reads: Hoofdstuk 7 Vakantie', () => {
    expectCategory(
      'vakantiebijslag',
      'Hoofdstuk 7 Vakantie\n7.4 Vakantiebijslag\nDe vakantiebijslag bedraagt 8% van het jaarloon.',
      { vakantiebijslag_percentage: 8 },
    );
  });
  it('leaves null: Artikel 12 Vakantiebijslag', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 12 Vakantiebijslag\nDe vakantiebijslag wordt berekend over het loon inclusief de ploegentoeslag van 15%.',
      { vakantiebijslag_percentage: null },
    );
  });
});

describe('vakantiebijslag, payment by a date', () => {
  it('reads "uiterlijk 30 juni"', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 8 Vakantiebijslag\nDe vakantiebijslag van 8% wordt uiterlijk 30 juni uitbetaald.',
      {
        vakantiebijslag_percentage: 8,
        vakantiebijslag_uitbetaling: '30 juni',
      },
    );
  });
});

describe('vakantiebijslag, other moments', () => {
  it('reads "in de laatste week van mei"', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 5:2 Vakantiebijslag\n1. De uitzendkracht bouwt 8% vakantiebijslag op.\n2. De vakantiebijslag wordt uitbetaald in de laatste week van mei, of eerder bij het einde van de uitzendovereenkomst.',
      { vakantiebijslag_percentage: 8, vakantiebijslag_uitbetaling: 'mei' },
    );
  });
});

describe('vakantiebijslag, the law named right before the percentage', () => {
  it('reads the percentage after "Wet … minimum vakantiebijslag,"', () => {
    expectCategory(
      'vakantiebijslag',
      '4.3 Vakantiegeld\n1. Het vakantiegeld is, met inachtneming van de Wet minimumloon en minimum vakantiebijslag, 8% van je salaris.',
      { vakantiebijslag_percentage: 8 },
    );
  });
});

describe('vakantiebijslag, a choice of months', () => {
  it('reads both months of "in de maand mei of juni"', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 22 Vakantiegeld\nHet vakantiegeld is 8% van het jaarloon en wordt elk jaar betaald in de maand mei of juni.',
      { vakantiebijslag_uitbetaling: 'mei of juni' },
    );
  });
});

describe('vakantiebijslag, the verbs a payment moment comes with', () => {
  it('reads "zal … uitbetalen", "is verplicht … te betalen" and "ontvangt"', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 20 Vakantietoeslag\nUiterlijk in de maand juni zal de werkgever de vakantietoeslag van 8% uitbetalen.',
      { vakantiebijslag_uitbetaling: 'juni' },
    );
    expectCategory(
      'vakantiebijslag',
      'Artikel 20 Vakantietoeslag\nDe werkgever is verplicht de opgebouwde vakantietoeslag in de maand april aan de werknemer te betalen.',
      { vakantiebijslag_uitbetaling: 'april' },
    );
    expectCategory(
      'vakantiebijslag',
      'Artikel 20 Vakantietoeslag\nDe werknemer ontvangt bij zijn zomervakantie, maar uiterlijk op 15 juni, een vakantietoeslag van 8%.',
      { vakantiebijslag_uitbetaling: '15 juni' },
    );
  });
  it('leaves null a date that only says who qualifies', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 20 Vakantietoeslag\nWie op 1 april 2024 in dienst is, ontvangt een vakantietoeslag van ten minste € 150 per maand.',
      { vakantiebijslag_uitbetaling: null },
    );
  });
});

describe('vakantiebijslag, due on a date and a minimum per four weeks', () => {
  it('reads "is opeisbaar op 30 juni" as the payment and a minimum per month as twelve months', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 40 Vakantiebijslag\n1. De werknemer heeft recht op een vakantiebijslag van 8% van zijn salaris.\n2. De vakantiebijslag is opeisbaar op 30 juni.\n3. De werknemer van 21 jaar of ouder ontvangt een vakantiebijslag van ten minste € 151,20 per maand (€ 139,40 per vierwekenperiode).',
      {
        vakantiebijslag_percentage: 8,
        vakantiebijslag_uitbetaling: '30 juni',
        vakantiebijslag_minimum: 1814.4,
      },
    );
  });
});
