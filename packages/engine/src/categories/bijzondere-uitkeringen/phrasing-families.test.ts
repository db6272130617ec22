import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/** Ways a cao states year-end, one-off and jubilee payments (own fictional sentences). */
describe('bijzondere_uitkeringen: phrasing families', () => {
  it('reads a year-end payment as "eindejaarsuitkering", "dertiende maand" or "decemberuitkering"', () => {
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 18 Eindejaarsuitkering\nDe werknemer ontvangt in december een eindejaarsuitkering van 4,5% van zijn jaarsalaris.',
      { eindejaarsuitkering: 4.5 },
    );
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 18 Dertiende maand\nDe dertiende maand bedraagt 8,33% van het in het kalenderjaar verdiende salaris.',
      { eindejaarsuitkering: 8.33 },
    );
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 18 Decemberuitkering\nIn november wordt een decemberuitkering betaald van 3% van het jaarinkomen.',
      { eindejaarsuitkering: 3 },
    );
  });

  it('reads a one-off payment "eenmalig" as an amount, gross or for a full-timer', () => {
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 19 Eenmalige uitkering\nIn maart 2031 ontvangt de werknemer een eenmalige bruto uitkering van € 450,00 bij een voltijd dienstverband.',
      { eenmalige_uitkering: 450 },
    );
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 19 Loon\nDe werkgever betaalt in juni 2031 eenmalig een bedrag van € 300 bruto aan iedere werknemer.',
      { eenmalige_uitkering: 300 },
    );
  });

  it('reads the 25-year jubilee as a share of a month, an amount, or a month salary', () => {
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 20 Jubileumuitkering\nBij een 25-jarig dienstjubileum ontvangt de werknemer een half maandsalaris.',
      { jubileumuitkering_25: 'half maandsalaris' },
    );
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 20 Jubilea\nDe werknemer die 25 jaar in dienst is, krijgt een gratificatie van € 750,00 netto.',
      { jubileumuitkering_25: '750' },
    );
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 20 Jubileum\nWie 25 jaar in dienst is van de werkgever, ontvangt een uitkering ter grootte van één maandsalaris.',
      { jubileumuitkering_25: 'maandsalaris' },
    );
  });
  it('reads a one-off payment broken as "bruto- uitkering", not a one-off contribution to a course', () => {
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 3 Loonafspraken\nPer 1 maart ontvangt iedere werknemer een eenmalige bruto- uitkering van € 275,-.',
      { eenmalige_uitkering: 275 },
    );
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 3 Scholing\nVoor een erkend scholingstraject krijgt de werknemer eenmalig een bijdrage van € 400,-.',
      { eenmalige_uitkering: null },
    );
  });
});
