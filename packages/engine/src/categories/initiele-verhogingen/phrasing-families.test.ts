import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

const TERM = 'Artikel 1 Looptijd\nDeze cao geldt van 1 januari 2031 tot en met 31 december 2032.';

/** Ways a cao states its structural raises (own fictional sentences). */
describe('initiele_verhogingen: phrasing families', () => {
  it('reads "per", "met ingang van", "vanaf" and "m.i.v." before the date', () => {
    for (const word of ['Per', 'Met ingang van', 'Vanaf', 'M.i.v.']) {
      expectCategory(
        'initiele_verhogingen',
        `${TERM}\nArtikel 7 Loonsverhoging\n${word} 1 april 2031 worden de lonen verhoogd met 2,25%.`,
        { verhoging_1: 2.25, verhoging_1_datum: '2031-04-01' },
      );
    }
  });

  it('reads the percentage first: "met 1,5% per 1 mei", "een structurele verhoging van 2% per 1 juli"', () => {
    expectCategory(
      'initiele_verhogingen',
      `${TERM}\nArtikel 7 Salarisverhoging\nDe salarissen worden verhoogd met 1,5% per 1 mei 2031 en met 1% per 1 mei 2032.`,
      { verhoging_1: 1.5, verhoging_1_datum: '2031-05-01', verhoging_2: 1, verhoging_2_datum: '2032-05-01' },
    );
  });

  it('reads a raise of the wages "zoals die golden" on an earlier date by the date after the percentage', () => {
    expectCategory(
      'initiele_verhogingen',
      `${TERM}\nArtikel 7 Loonontwikkeling\nDe lonen zoals die golden op 31 december 2030 worden verhoogd met 2% per 1 maart 2031 en met 1,5% per 1 maart 2032.`,
      { verhoging_1: 2, verhoging_1_datum: '2031-03-01', verhoging_2: 1.5, verhoging_2_datum: '2032-03-01' },
    );
    expectCategory(
      'initiele_verhogingen',
      `${TERM}\nArtikel 7 Loonontwikkeling\nOp het salaris zoals vastgesteld op 1 januari 2031 komt een verhoging van 1,25% per 1 september 2031 en van 1% per 1 april 2032.`,
      { verhoging_1: 1.25, verhoging_1_datum: '2031-09-01', verhoging_2: 1, verhoging_2_datum: '2032-04-01' },
    );
  });

  it('still pairs date and percentage where a full stop is missing before the next "Per"', () => {
    expectCategory(
      'initiele_verhogingen',
      `${TERM}\nArtikel 7 Lonen\n1. Per 1 februari 2031 worden de lonen verhoogd met 3% Per 1 februari 2032 worden de lonen verhoogd met 1%.`,
      { verhoging_1: 3, verhoging_1_datum: '2031-02-01', verhoging_2: 1, verhoging_2_datum: '2032-02-01' },
    );
  });

  it('reads a structural raise named so, raises as list items, and the verb "stijgen"', () => {
    expectCategory(
      'initiele_verhogingen',
      `${TERM}\nArtikel 7 Lonen\nEr volgt een structurele loonsverhoging van 2,5% per 1 juli 2031.`,
      { verhoging_1: 2.5, verhoging_1_datum: '2031-07-01' },
    );
    expectCategory(
      'initiele_verhogingen',
      `${TERM}\nArtikel 7 Loonsverhogingen\nDe lonen worden als volgt verhoogd:\n• per 1 maart 2031: 2%;\n• per 1 maart 2032: 1,5%.`,
      { verhoging_1: 2, verhoging_1_datum: '2031-03-01', verhoging_2: 1.5, verhoging_2_datum: '2032-03-01' },
    );
    expectCategory(
      'initiele_verhogingen',
      `${TERM}\nArtikel 7 Salarisontwikkeling\nPer 1 januari 2032 stijgen de salarissen met 1,75%.`,
      { verhoging_1: 1.75, verhoging_1_datum: '2032-01-01' },
    );
  });

  it('reads the date of a raise by a fixed amount without a percentage', () => {
    expectCategory(
      'initiele_verhogingen',
      `${TERM}\nArtikel 7 Loonsverhoging\nPer 1 augustus 2031 worden de lonen structureel verhoogd met € 60,00 bruto per maand.`,
      { verhoging_1: null, verhoging_1_datum: '2031-08-01' },
    );
  });

  it('reads a raise the wage table of a date includes, and not a table including holiday pay', () => {
    expectCategory(
      'initiele_verhogingen',
      `${TERM}\nArtikel 7 Loon\n1. De loontabel per 1 januari 2031 is inclusief 1,4% aanpassing aan de prijsindex.\n2. De lonen worden per 1 juli 2031 met 1% verhoogd.`,
      { verhoging_1: 1.4, verhoging_1_datum: '2031-01-01', verhoging_2: 1, verhoging_2_datum: '2031-07-01' },
    );
    expectCategory(
      'initiele_verhogingen',
      `${TERM}\nArtikel 7 Lonen\nDe lonen per 1 april 2031 zijn inclusief een verhoging van 2%.`,
      { verhoging_1: 2, verhoging_1_datum: '2031-04-01' },
    );
    expectCategory(
      'initiele_verhogingen',
      `${TERM}\nArtikel 7 Lonen\nDe lonen per 1 april 2031 zijn inclusief 8% vakantietoeslag.\nPer 1 oktober 2031 worden de lonen verhoogd met 1,5%.`,
      { verhoging_1: 1.5, verhoging_1_datum: '2031-10-01' },
    );
  });
});
