import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/**
 * The common ways Dutch cao's state the yearly holiday, in our own fictional sentences: days, hours for
 * full time (divided by the cao's own day where it states its week), statutory and extra hours side by
 * side, hours accrued per month worked.
 */
describe('verlof, phrasing families: holiday', () => {
  it('reads "recht op 26 vakantiedagen per kalenderjaar"', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantie\nDe werknemer heeft recht op 26 vakantiedagen per kalenderjaar.',
      { vakantiedagen: 26 },
    );
  });
  it('reads statutory and extra hours side by side, divided by the day of the cao’s own week', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantie-uren\nBij een voltijd dienstverband (38 uur) bestaat jaarlijks aanspraak op 152 uur wettelijk en 38 uur bovenwettelijk vakantieverlof.',
      { vakantiedagen: 25 },
    );
  });
  it('reads "20 wettelijke en 5 bovenwettelijke vakantiedagen"', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantie\nDe werknemer heeft per jaar recht op 20 wettelijke en 5 bovenwettelijke vakantiedagen.',
      { vakantiedagen: 25 },
    );
  });
  it('reads vakantie-uren for full time per year, divided by 8', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantie\nBij een voltijd dienstverband bedraagt het aantal vakantie-uren 200 per jaar.',
      { vakantiedagen: 25 },
    );
  });
  it('reads hours of holiday per month worked', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantie\nDe werknemer bouwt per gewerkte maand 16 2/3 uur vakantie op.',
      { vakantiedagen: 25 },
    );
  });
  it('reads holiday in weeks ("recht op vijf weken vakantie") as five days a week', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantie\nDe werknemer met een volledige werkweek heeft per kalenderjaar recht op vijf weken vakantie met behoud van loon.',
      { vakantiedagen: 25 },
    );
  });
  it('does not take the weeks to be taken in one go as the whole holiday', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantie\nDe werknemer heeft recht op 26 vakantiedagen. Hij heeft recht op drie weken vakantie aaneengesloten in de zomer.',
      { vakantiedagen: 26 },
    );
  });
  it('adds extra days stated in an article of their own to the statutory 20', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantie\nWie het hele jaar in dienst is, heeft recht op een vakantie van 20 dagen per jaar.\nArtikel 31 Extra vakantiedagen\nDaarnaast heeft de werknemer per kalenderjaar recht op 4 bovenwettelijke vakantiedagen.',
      { vakantiedagen: 24 },
    );
  });
  it('takes the cao’s own hours stated as days ("152 uren zijn 20 dagen"), plus the extra days', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Opbouw van vakantie\n1. Je bouwt vier keer je weektaak aan vakantie op, dat is 4 x 38 uur vakantie per jaar.\nBij voltijd zijn 152 uren 20 dagen per jaar.\n2. Verder heb je recht op 3 bovenwettelijke vakantiedagen per jaar.',
      { vakantiedagen: 23 },
    );
  });
  it('reads a table of statutory and extra hours by age at the row with the smallest sum', () => {
    expectCategory(
      'verlof',
      'Artikel 40 Vakantie-uren\n1. Het recht op vakantie-uren, wettelijk en bovenwettelijk, volgt uit de tabellen.\nTabel A leeftijd vakantie-uren\nwettelijk bovenwettelijk\n18 en jonger 160 40\n19 t/m 49 160 24\n50 en ouder 160 48\nTabel B diensttijd vakantie-uren\nwettelijk bovenwettelijk\n15 jaren 160 16',
      { vakantiedagen: 23 },
    );
  });
  it('does not add extra days granted by age, nor read leave at a birth as the holiday', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantie\nDe werknemer heeft recht op 20 vakantiedagen per jaar.\nArtikel 31 Leeftijdsdagen\nDe werknemer van 55 jaar of ouder heeft recht op 2 bovenwettelijke vakantiedagen.',
      { vakantiedagen: 20 },
    );
    expectCategory(
      'verlof',
      'Artikel 30 Verlof\nBij de bevalling van zijn partner heeft de werknemer recht op 2 dagen verlof.',
      { vakantiedagen: null },
    );
  });
});

/** Working-time reduction and the own wedding, in our own fictional sentences. */
describe('verlof, phrasing families: ADV and wedding leave', () => {
  it('reads "6 ADV-uren per 4 weken", also broken as "ADV -uren", as 13 periods a year', () => {
    expectCategory(
      'verlof',
      'Artikel 8 Arbeidsduur\nBij een werkweek van 40 uur bouwt de werknemer 6 ADV -uren per 4 weken op.',
      { adv_dagen: 9.75 },
    );
  });
  it('reads the yearly hours reduced in the ADV article ("verkort met 64 uur")', () => {
    expectCategory(
      'verlof',
      'Artikel 8 Arbeidsduurverkorting\nVoor de werknemer in de productie wordt de arbeidsduur op jaarbasis verkort met 64 uur.\nDe invulling van de 64 uur ADV regelt de werkgever met de ondernemingsraad.',
      { adv_dagen: 8 },
    );
  });
  it('reads the wedding of the employee addressed as "je"', () => {
    expectCategory(
      'verlof',
      'Artikel 12 Bijzonder verlof\nJe krijgt verlof met behoud van loon:\n1. 2 dagen bij je huwelijk;\n2. 1 dag bij het huwelijk van je kind.',
      { bijzonder_verlof_huwelijk: 2 },
    );
  });
});
