import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('ikb', () => {
  it('reads: Artikel 18 Individueel Keuzebudget', () => {
    expectCategory(
      'ikb',
      'Artikel 18 Individueel Keuzebudget\n1. De werknemer bouwt een Individueel Keuzebudget (IKB) op van 16,35% van het bruto maandsalaris.\n2. Het IKB bestaat uit de vakantiebijslag (8%), de eindejaarsuitkering (8,33%) en een bovenwettelijk deel.',
      { ikb_percentage: 16.35, ikb_bronnen: 'eindejaarsuitkering' },
    );
  });
  it('reads: Artikel 19 Persoonlijk keuzebudget', () => {
    expectCategory(
      'ikb',
      'Artikel 19 Persoonlijk keuzebudget\nHet persoonlijk keuzebudget wordt gevoed met de vakantietoeslag, de eindejaarsuitkering en de bovenwettelijke vakantiedagen.',
      { ikb_percentage: null, ikb_bronnen: 'eindejaarsuitkering' },
    );
  });
  it('leaves null: Artikel 8 Opleidingsbudget', () => {
    expectCategory(
      'ikb',
      'Artikel 8 Opleidingsbudget\nDe werknemer heeft een opleidingsbudget van 2% van het jaarsalaris.',
      { ikb_percentage: null },
    );
  });
});

describe('ikb, sources as a list', () => {
  it('reads the list after "Het IKB bestaat uit:"', () => {
    expectCategory(
      'ikb',
      [
        'Artikel 18 IKB',
        '1. Het IKB bestaat uit:',
        'a. de vakantiebijslag;',
        'b. de eindejaarsuitkering;',
        'c. de bovenwettelijke vakantiedagen.',
      ].join('\n'),
      { ikb_bronnen: 'eindejaarsuitkering' },
    );
  });
});

describe('ikb, a budget topped up by the worker', () => {
  it('reads the sources from "kan het budget aanvullen met"', () => {
    expectCategory(
      'ikb',
      'Art. 17 Persoonlijk budget.\n(1) De werknemer ontvangt maandelijks een persoonlijk budget van 3,5% van zijn maandsalaris.\n(2) De werknemer kan het budget aanvullen met bovenwettelijke vakantiedagen en ADV-uren.',
      { ikb_percentage: 3.5, ikb_bronnen: 'bovenwettelijke vakantiedagen en ADV-uren' },
    );
  });
});

describe('ikb, the worth of a source is not the budget', () => {
  it('leaves null: a time source valued at 120% in a choice system', () => {
    expectCategory(
      'ikb',
      'Artikel 8 Meerkeuzesysteem\nRuil je een tijdbron voor scholing, dan is de waarde van die tijdbron 115% van de waarde die de bron gewoonlijk heeft.',
      { ikb_percentage: null },
    );
  });
});

describe('ikb, a cafetaria scheme under its own title', () => {
  it('reads the listed sources of a "cao à la carte"', () => {
    expectCategory(
      'ikb',
      'Artikel 40 Cao à la carte\n1. De werkgever kan met de werknemer een ruilregeling afspreken.\n2. Voor de doelen van die regeling zijn de volgende bronnen beschikbaar:\na. bovenwettelijke vakantiedagen;\nb. de eindejaarsuitkering;\nc. het vakantiegeld.',
      { ikb_bronnen: 'eindejaarsuitkering', ikb_percentage: null },
    );
  });
});
