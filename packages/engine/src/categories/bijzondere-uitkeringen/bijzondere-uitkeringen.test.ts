import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('bijzondere_uitkeringen', () => {
  it('reads: Artikel 25 Eindejaarsuitkering', () => {
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 25 Eindejaarsuitkering\nDe werknemer ontvangt in november een eindejaarsuitkering van 8,33% van het jaarsalaris.\nArtikel 26 Eenmalige uitkering\nIn juli 2025 ontvangt de werknemer een eenmalige bruto uitkering van € 750 naar rato van de arbeidsduur.\nArtikel 27 Jubilea\nBij een 25-jarig dienstjubileum ontvangt de werknemer een gratificatie ter hoogte van een half maandsalaris. Bij een 40-jarig jubileum ontvangt de werknemer een volledig maandsalaris.',
      { eindejaarsuitkering: 8.33, eenmalige_uitkering: 750, jubileumuitkering_25: 'maandsalaris' },
    );
  });
  it('reads: Artikel 26 Dertiende maand', () => {
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 26 Dertiende maand\nDe werknemer ontvangt in december een dertiende maand van 8,33% van het jaarloon.\nArtikel 27 Jubileum\nBij 25 jaar dienst ontvangt de werknemer een bruto bedrag van € 1.250.',
      { eindejaarsuitkering: 8.33, jubileumuitkering_25: '1.250' },
    );
  });
  it('leaves null: Artikel 19 IKB', () => {
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 19 IKB\nHet IKB bestaat uit 8% vakantiebijslag en 8,33% eindejaarsuitkering.',
      { eindejaarsuitkering: null },
    );
  });
});

describe('bijzondere_uitkeringen, a share of the salary', () => {
  it.each([
    [
      'Art. 21 Jubileum.\n(1) Bij een dienstjubileum van 25 jaar ontvangt de werknemer een jubileumuitkering van 50% van het maandsalaris.',
      '50%',
    ],
    [
      '6.3.2 Jubileum\nBij een dienstverband van 25 jaar ontvangt de werknemer een jubileumgratificatie van 75% van een bruto maandsalaris.',
      '75% van een bruto maandsalaris',
    ],
  ])('reads the jubilee payment: %s', (body, value) => {
    expectCategory('bijzondere_uitkeringen', body, { jubileumuitkering_25: value });
  });
});

describe('bijzondere_uitkeringen, a jubilee table', () => {
  it('reads the 25-year row of a jubilee table', () => {
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 34 – Jubilea\n34.1 Bij een jubileum ontvangt de medewerker een gratificatie:\nDienstjaren Gratificatie\n12,5 jaar in dienst € 100\n25 jaar in dienst € 250\n40 jaar in dienst € 500',
      { jubileumuitkering_25: '250' },
    );
  });
});

describe('bijzondere_uitkeringen, a yearly payment as a percentage', () => {
  it('reads "Jaarlijkse eenmalige uitkering … van 1,5%" as the year-end payment', () => {
    expectCategory(
      'bijzondere_uitkeringen',
      '2.7 Jaarlijkse eenmalige bruto uitkering\nIeder kalenderjaar krijgt de werknemer een eenmalige bruto uitkering van 1,5% van de ontvangen maandsalarissen.',
      { eindejaarsuitkering: 1.5 },
    );
  });
});

describe('bijzondere_uitkeringen, the payment before the years', () => {
  it('reads "een half maandsalaris bij een 25-jarig dienstverband" in a list', () => {
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 9 Jubileumgratificatie\nDe werkgever kent bij een lang dienstverband een gratificatie toe:\n• een kwart maandsalaris bij een 10-jarig dienstverband;\n• een half maandsalaris bij een 25-jarig dienstverband, uitgekeerd in de maand van het jubileum.',
      { jubileumuitkering_25: 'half maandsalaris' },
    );
  });
});

describe('bijzondere_uitkeringen, a jubilee as a fraction of the annual salary', () => {
  it('reads "1/12e jaarsalaris" before an example amount', () => {
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 9 Jubileum\nBij een dienstjubileum krijgt de werknemer een gratificatie:\n- na 25 dienstjaren: een bruto 1/12e jaarsalaris. Voorbeeld: wie € 36.000 per jaar verdient, krijgt bij 25 dienstjaren € 3.000.',
      { jubileumuitkering_25: '1/12' },
    );
  });
});

describe('jubileumuitkering, a share after a colon in a list', () => {
  it('reads "a. bij een 25-jarig jubileum: 40%;" under a jubilee title', () => {
    expectCategory(
      'bijzondere_uitkeringen',
      'Artikel 7 Jubileumgratificatie\n1. De jubileumgratificatie bedraagt:\na. bij een 25-jarig jubileum: 40%;\nb. bij een 40-jarig jubileum: 80% van het bruto maandsalaris.',
      { jubileumuitkering_25: '40%' },
    );
  });
});
