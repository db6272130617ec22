import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/** Ways a cao states the minimum holiday pay (own fictional sentences). */
describe('vakantiebijslag: phrasing families of the minimum', () => {
  it('reads a yearly minimum with "ten minste", "minimaal" and "niet minder dan"', () => {
    for (const phrase of ['ten minste', 'minimaal', 'niet minder dan', 'tenminste', 'nooit lager dan']) {
      expectCategory(
        'vakantiebijslag',
        `Artikel 14 Vakantiebijslag\n1. De vakantiebijslag is 8% van het loon.\n2. De vakantiebijslag bedraagt ${phrase} € 1.790,00 per jaar bij een volledige werkweek.`,
        { vakantiebijslag_minimum: 1790 },
      );
    }
  });

  it('reads a minimum without a period as a yearly one', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 9 Vakantiegeld\nHet vakantiegeld is 8% van het jaarloon, met een minimum van € 1.655,40.',
      { vakantiebijslag_minimum: 1655.4 },
    );
  });

  it('reads a minimum per month as twelve months and one per four weeks as thirteen periods', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 30 Vakantietoeslag\nDe werknemer van 22 jaar of ouder krijgt een vakantietoeslag van minimaal € 140,00 per maand.',
      { vakantiebijslag_minimum: 1680 },
    );
    expectCategory(
      'vakantiebijslag',
      'Artikel 30 Vakantietoeslag\nDe vakantietoeslag bedraagt ten minste € 130,00 per vier weken voor een voltijder.',
      { vakantiebijslag_minimum: 1690 },
    );
  });

  it('leaves null a minimum per week, day or hour', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 30 Vakantietoeslag\nDe vakantietoeslag bedraagt ten minste € 32,50 per week.',
      { vakantiebijslag_minimum: null },
    );
  });

  it('takes the minimum that starts on the first raise of the term, as bullets or one lid per period', () => {
    expectCategory(
      'vakantiebijslag',
      [
        'Artikel 2 Looptijd',
        'Deze cao loopt van 1 januari 2031 tot en met 31 december 2032.',
        'Artikel 6 Loonsverhoging',
        'De lonen worden per 1 juli 2031 verhoogd met 2%.',
        'Artikel 12 Vakantietoeslag',
        '1. De vakantietoeslag is 8% van het salaris.',
        '2. Voor een voltijder bedraagt de vakantietoeslag:',
        '• per 1 januari 2031: ten minste € 150,00 per maand;',
        '• per 1 juli 2031: ten minste € 153,00 per maand;',
        '• per 1 januari 2032: ten minste € 156,00 per maand.',
      ].join('\n'),
      { vakantiebijslag_minimum: 1836 },
    );
    expectCategory(
      'vakantiebijslag',
      [
        'Artikel 2 Looptijd',
        'Deze cao loopt van 1 maart 2031 tot en met 28 februari 2033.',
        'Artikel 6 Loonsverhoging',
        'Het salaris wordt per 1 oktober 2031 met 1,5% verhoogd.',
        'Artikel 13 Minimum vakantiebijslag',
        '1. Van 1 maart 2031 tot 1 oktober 2031 is het minimum voor een voltijder € 150,00 per maand.',
        '2. Met ingang van 1 oktober 2031 is het minimum voor een voltijder € 152,25 per maand.',
      ].join('\n'),
      { vakantiebijslag_minimum: 1827 },
    );
  });

  it('reads a minimum named as a compound or a guaranteed amount', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 14 Vakantietoeslag\nDe vakantietoeslag is 8% van het salaris. De minimumvakantietoeslag bedraagt € 1.720,00 per jaar.',
      { vakantiebijslag_minimum: 1720 },
    );
    expectCategory(
      'vakantiebijslag',
      'Artikel 14 Vakantiegeld\nHet vakantiegeld is 8% van het jaarloon; voor een voltijder gegarandeerd € 1.705,00.',
      { vakantiebijslag_minimum: 1705 },
    );
  });
  it('reads holiday pay paid with every salary ("maandelijks met het salaris uitbetaald")', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 24 Vakantiebijslag\nDe vakantiebijslag bedraagt 8% en wordt maandelijks met het salaris uitbetaald.',
      { vakantiebijslag_uitbetaling: 'maandelijks' },
    );
  });
  it('takes the named month over what is built up each month', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 24 Vakantiebijslag\nDe vakantiebijslag wordt per maand opgebouwd. Zij wordt in de maand mei uitbetaald.',
      { vakantiebijslag_uitbetaling: 'mei' },
    );
  });
  it('reads the holiday pay named "vakantie-uitkering", also broken as "vakantie- uitkering"', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 12 Vakantie- uitkering\n1. De vakantie- uitkering bedraagt per maand 8% van het salaris.\n2. De vakantie- uitkering wordt elk jaar in de maand juni uitbetaald.\n3. De winstdeling bedraagt ten hoogste 4% van het jaarsalaris exclusief vakantietoeslag.',
      { vakantiebijslag_percentage: 8, vakantiebijslag_uitbetaling: 'juni' },
    );
  });
  it('does not take the amount a percentage is taken of as the minimum', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 12 Vakantie-uitkering\nDe vakantie-uitkering is 8% van het salaris, maar ten minste 8% van € 2.100 per maand.',
      { vakantiebijslag_minimum: null },
    );
  });
  it('reads the month of the salary it is paid with ("met het maandinkomen over juni")', () => {
    expectCategory(
      'vakantiebijslag',
      'Artikel 5 Vakantietoeslag\nEen vakantietoeslag van 8% krijgt de werknemer uitbetaald met het maandinkomen over juni.',
      { vakantiebijslag_uitbetaling: 'juni' },
    );
  });
});
