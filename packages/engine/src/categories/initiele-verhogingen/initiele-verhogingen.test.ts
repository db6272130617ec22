import { describe, expect, it } from 'vitest';
import { extractCategorySync } from '../../extract/builtin-extractor';
import { expectCategory } from '../../extract/testing/expect-category';
import { makeCao } from '../../extract/testing/make-document';

describe('initiele_verhogingen', () => {
  it('reads: Artikel 2 Looptijd', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 2 Looptijd\nDeze cao heeft een looptijd van 24 maanden, van 1 januari 2025 tot en met 31 december 2026.\nArtikel 15 Salarisontwikkeling\nDe salarissen en de salarisschalen worden verhoogd:\n- per 1 maart 2025 met 4%;\n- per 1 februari 2026 met 3,25%.',
      { verhoging_1: 4, verhoging_1_datum: '2025-03-01', verhoging_2: 3.25, verhoging_2_datum: '2026-02-01' },
    );
  });
  it('reads: Artikel 7 Lonen', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 7 Lonen\nDe lonen stijgen op 1 juli 2025 met 2,75% en op 1 juli 2026 met 2,5%.',
      {
        verhoging_1: 2.75,
        verhoging_1_datum: '2025-07-01',
        verhoging_2: 2.5,
        verhoging_2_datum: '2026-07-01',
      },
    );
  });
  it('reads: Artikel 3 Looptijd', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 3 Looptijd\nDeze cao geldt van 1 januari 2024 tot en met 31 december 2025.\nArtikel 12 Loonsverhoging\n1. Per 1 januari 2024 zijn de lonen verhoogd met 3%.\n2. Per 1 juli 2024 worden de lonen verhoogd met 2%.\n3. Per 1 januari 2025 worden de lonen verhoogd met 1,5%.\n4. Op 1 december 2024 ontvangt de werknemer een eenmalige uitkering van 1%.',
      { verhoging_1: 3, verhoging_1_datum: '2024-01-01', verhoging_2: 2, verhoging_2_datum: '2024-07-01' },
    );
  });
  it('leaves null: Artikel 11 Jeugdlonen', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 11 Jeugdlonen\nPer 1 januari 2025 worden de jeugdlonen verhoogd met 5%.',
      { verhoging_1: null },
    );
  });
});

describe('initiele_verhogingen, a raise for the young only', () => {
  it('skips "voor de werknemer tot 18 jaar worden per 1 januari 2025 de lonen verhoogd met 1%"', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 9 Loonaanpassing\n1. Per 1 oktober 2024 worden de lonen en loonschalen verhoogd met 2,5%.\n2. Voor de werknemer tot 18 jaar worden per 1 januari 2025 de lonen verhoogd met 1%.\n3. Per 1 juni 2025 worden de lonen en loonschalen verhoogd met 1,75%.',
      {
        verhoging_1: 2.5,
        verhoging_1_datum: '2024-10-01',
        verhoging_2: 1.75,
        verhoging_2_datum: '2025-06-01',
      },
    );
  });
});

describe('initiele_verhogingen, an indented line after "als volgt verhoogd:"', () => {
  it('reads "op 1 maart 2025 met 2,5 %" under the sentence that introduces it', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 1 Looptijd\nDeze cao geldt van 1 januari 2025 tot en met 31 december 2025.\nArtikel 4 Loon\nc. De loonschalen in bijlage 2 tonen wanneer de lonen wijzigen. Voor wie boven de schaal verdient, worden de lonen als volgt verhoogd:\n    op 1 maart 2025 met 2,5 %\nArtikel 5 Vakantie\nDe werknemer heeft recht op 25 vakantiedagen.',
      { verhoging_1: 2.5, verhoging_1_datum: '2025-03-01', verhoging_2: null },
    );
  });
});

describe('initiele_verhogingen, long subjects', () => {
  it('reads "Per 1 april 2025 worden de feitelijke salarissen en de salarisschalen verhoogd met 4,25%"', () => {
    expectCategory(
      'initiele_verhogingen',
      'Art. 12 Salarisverhoging.\n(1) Per 1 april 2025 worden de feitelijke salarissen en de salarisschalen verhoogd met 4,25%.\n(2) Per 1 januari 2026 worden de feitelijke salarissen en de salarisschalen verhoogd met 3%.',
      { verhoging_1: 4.25, verhoging_1_datum: '2025-04-01', verhoging_2: 3, verhoging_2_datum: '2026-01-01' },
    );
  });
});

describe('initiele_verhogingen, a list "datum + percentage"', () => {
  it('reads "1 april 2025 + 4%"', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 19 – Loonsverhogingen\n19.1 De lonen stijgen als volgt:\n• 1 april 2025 + 4%\n• 1 januari 2026 + 2,5%',
      {
        verhoging_1: 4,
        verhoging_1_datum: '2025-04-01',
        verhoging_2: 2.5,
        verhoging_2_datum: '2026-01-01',
      },
    );
  });
});

describe('initiele_verhogingen, real phrasings', () => {
  it('skips a date in brackets: "op 1 mei 2025 (weekloners per 28 april 2025) verhoogd met 2%"', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 9 Loonsverhoging\nDe lonen in de loontabellen worden:\n- op 1 mei 2025 (weekloners per 28 april 2025) verhoogd met 2%\n- op 1 maart 2026 (weekloners per 23 februari 2026) verhoogd met 1,5 %',
      { verhoging_1: 2, verhoging_1_datum: '2025-05-01', verhoging_2: 1.5, verhoging_2_datum: '2026-03-01' },
    );
  });
  it('reads the verb after the value: "Per 1 juni 2025 worden de lonen met 2,5% verhoogd"', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 21 Lonen\nPer 1 juni 2025 worden de lonen met 2,5% verhoogd. Per 1 juni 2026 worden de lonen met 2% verhoogd.',
      { verhoging_1: 2.5, verhoging_1_datum: '2025-06-01', verhoging_2: 2, verhoging_2_datum: '2026-06-01' },
    );
  });
  it('keeps the date of a raise by a fixed amount, without a percentage', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 14 Salarisaanpassing\nPer 1 maart 2025 worden de salarissen en de schalen met € 55,- verhoogd. Per 1 maart 2026 worden de salarissen en de schalen met € 60,- verhoogd.',
      {
        verhoging_1: null,
        verhoging_1_datum: '2025-03-01',
        verhoging_2: null,
        verhoging_2_datum: '2026-03-01',
      },
    );
  });
  it('prefers the article over the unnumbered summary before it', () => {
    expectCategory(
      'initiele_verhogingen',
      'Afspraken in het kort\nStructurele loonstijging van 3% per 1 april 2025.\nArtikel 30 Salarisaanpassing\n1. De salarisschalen worden structureel verhoogd:\n• 3% per 1 april 2025;',
      { verhoging_1: 3, verhoging_1_datum: '2025-04-01' },
    );
    const values = extractCategorySync(
      makeCao(
        'Afspraken in het kort\nStructurele loonstijging van 3% per 1 april 2025.\nArtikel 30 Salarisaanpassing\n1. De salarisschalen worden structureel verhoogd:\n• 3% per 1 april 2025;',
      ),
      'initiele_verhogingen',
    );
    expect(values.verhoging_1?.article).toBe('30');
  });
  it('takes the dates of new wage tables when no sentence states a raise, skipping a table that only follows the minimum wage', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao geldt van 1 januari 2025 tot en met 31 december 2026.',
      'Bijlage 2 Loontabellen',
      'Tabel 1 Maandlonen per 1 januari 2025',
      'Groep Minimum Maximum',
      'A € 2.100,00 € 2.500,00',
      'B € 2.300,00 € 2.800,00',
      'C € 2.600,00 € 3.200,00',
      'Tabel 2 Maandlonen per 1 april 2025',
      'Groep Minimum Maximum',
      'A € 2.163,00 € 2.575,00',
      'B € 2.369,00 € 2.884,00',
      'C € 2.678,00 € 3.296,00',
      'Tabel 3 Maandlonen per 1 juli 2025',
      'Groep Minimum Maximum',
      'A € 2.170,00 € 2.575,00',
      'B € 2.369,00 € 2.884,00',
      'C € 2.678,00 € 3.296,00',
      'Tabel 4 Maandlonen per 1 februari 2026',
      'Groep Minimum Maximum',
      'A € 2.228,00 € 2.652,00',
      'B € 2.440,00 € 2.971,00',
      'C € 2.758,00 € 3.395,00',
    ].join('\n');
    expectCategory('initiele_verhogingen', body, {
      verhoging_1: null,
      verhoging_1_datum: '2025-04-01',
      verhoging_2: null,
      verhoging_2_datum: '2026-02-01',
    });
    const values = extractCategorySync(makeCao(body), 'initiele_verhogingen');
    expect(values.verhoging_1_datum?.article).toBe('Bijlage 2');
  });
});

describe('initiele_verhogingen, two days of one month for month and week payers', () => {
  it('takes the first day of "3/9 maart 2025: 2%"', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 4 Aanpassing lonen\nDe lonen worden verhoogd, op een datum die afhangt van betaling per maand of per week:\n- 3/9 maart 2025: 2%;\n- 1/7 september 2025: 1%',
      { verhoging_1: 2, verhoging_1_datum: '2025-03-03', verhoging_2: 1, verhoging_2_datum: '2025-09-01' },
    );
  });
});

describe('initiele_verhogingen, a schedule of raises beyond a misprinted term', () => {
  it('keeps the later raises listed in the same lid as a raise in the term', () => {
    expectCategory(
      'initiele_verhogingen',
      [
        'Artikel 2 Looptijd',
        'Deze cao loopt van 1 januari 2025 tot en met 30 juni 2025.',
        'Artikel 18 Salarisschalen',
        '3. De individuele verhoging bedraagt per 1 januari 2026 bij goed functioneren 2%.',
        '4. - Per 1 april 2025 gaan de salarisschalen omhoog met 2%,',
        '- Per 1 januari 2026 worden de salarisschalen verhoogd met 2%.',
        'Artikel 30 Slotbepaling',
        'Per 1 januari 2028 worden de schalen verhoogd met 9%.',
      ].join('\n'),
      { verhoging_1: 2, verhoging_1_datum: '2025-04-01', verhoging_2: 2, verhoging_2_datum: '2026-01-01' },
    );
    const values = extractCategorySync(
      makeCao(
        'Artikel 2 Looptijd\nDeze cao loopt van 1 januari 2025 tot en met 30 juni 2025.\nArtikel 18 Salarisschalen\n3. De individuele verhoging bedraagt per 1 januari 2026 bij goed functioneren 2%.\n4. - Per 1 april 2025 gaan de salarisschalen omhoog met 2%,\n- Per 1 januari 2026 worden de salarisschalen verhoogd met 2%.',
      ),
      'initiele_verhogingen',
    );
    expect(values.verhoging_2_datum?.quote).toContain('salarisschalen verhoogd');
  });
});

describe('initiele_verhogingen, the verb before the subject or a raise as a noun', () => {
  it('reads "stijgen de lonen met 3%" and "volgt een verhoging van 2%"', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 10 Lonen\nPer 1 mei 2025 stijgen de schaallonen met 3%. Met ingang van 1 mei 2026 volgt een verhoging van 2%.',
      { verhoging_1: 3, verhoging_1_datum: '2025-05-01', verhoging_2: 2, verhoging_2_datum: '2026-05-01' },
    );
  });
  it('reads "gaan de salarissen omhoog met 1,5%"', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 10 Salarissen\nOp 1 oktober 2025 gaan de salarissen omhoog met 1,5%.',
      { verhoging_1: 1.5, verhoging_1_datum: '2025-10-01' },
    );
  });
});

describe('initiele_verhogingen, one raise on two dates for two pay groups', () => {
  it('takes the first date of "per 1 juli 2025 (maandloners) respectievelijk 30 juni 2025 (weekloners)"', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 8 Loonsverhoging\nPer 1 juli 2025 (maandloners) respectievelijk 30 juni 2025 (weekloners) worden de lonen verhoogd met 2%.',
      { verhoging_1: 2, verhoging_1_datum: '2025-07-01' },
    );
  });
});

describe('initiele_verhogingen, a term read from another cao', () => {
  it('keeps the raises of the article on raises when none falls in the term read (the previous cao’s)', () => {
    expectCategory(
      'initiele_verhogingen',
      [
        'Inleiding',
        'Wijzigingen ten opzichte van de vorige cao, looptijd 1 januari 2022 tot en met 31 december 2023, zijn gemarkeerd.',
        'Artikel 9 Salarisverhoging',
        'Het salaris wordt per 1 maart 2024 met 2% en per 1 oktober 2024 met 1,5% verhoogd.',
        'Artikel 30 Duur van de overeenkomst',
        '1. De cao geldt vanaf 1 januari 2024.',
        '2. Deze overeenkomst eindigt op 31 december 2025.',
      ].join('\n'),
      { verhoging_1: 2, verhoging_1_datum: '2024-03-01', verhoging_2: 1.5, verhoging_2_datum: '2024-10-01' },
    );
  });
});

describe('initiele_verhogingen, "structureel" before the percentage', () => {
  it('reads "De lonen stijgen op 1 juni 2025 structureel met 3,0 procent"', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 2 Looptijd\nDeze cao loopt van 1 januari 2025 tot en met 31 december 2026.\nArtikel 12 Loonsverhoging\nDe lonen stijgen op 1 juni 2025 structureel met 3,0 procent.',
      { verhoging_1: 3, verhoging_1_datum: '2025-06-01' },
    );
  });
});

describe('initiele_verhogingen, "vindt … plaats per"', () => {
  it('reads "Er vindt een verhoging van 3% plaats per 1 januari 2025"', () => {
    expectCategory(
      'initiele_verhogingen',
      'Artikel 2 Looptijd\nDeze cao loopt van 1 januari 2025 tot en met 31 december 2026.\nArtikel 12 Loonsverhoging\nEr vindt een verhoging van 3% plaats per 1 januari 2025. Per 1 januari 2026 volgt een verhoging van 2%.',
      { verhoging_1: 3, verhoging_1_datum: '2025-01-01', verhoging_2: 2, verhoging_2_datum: '2026-01-01' },
    );
  });
});
