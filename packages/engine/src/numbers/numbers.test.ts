import { describe, expect, it } from 'vitest';
import {
  findAmounts,
  findBareAmounts,
  findCounted,
  findCents,
  findDates,
  findHours,
  findMinutes,
  findPercentageRanges,
  findPercentages,
  parseDutchDate,
  parseDutchNumber,
  parseNumberWord,
  previousDay,
  roundTo,
} from './index';

describe('parseDutchNumber', () => {
  it.each([
    ['2.185,50', 2185.5],
    ['2.364,80', 2364.8],
    ['37,5', 37.5],
    ['8,33', 8.33],
    ['1.000', 1000],
    ['0,19', 0.19],
    ['130', 130],
    ['500,-', 500],
  ])('%s → %d', (text, value) => expect(parseDutchNumber(text)).toBe(value));

  it('refuses what is not one number', () => {
    expect(parseDutchNumber('twee')).toBeNull();
    expect(parseDutchNumber('1 2')).toBeNull();
  });

  it('rounds without binary noise', () => expect(roundTo(14.71 * 162.5, 2)).toBe(2390.38));
});

describe('parseNumberWord', () => {
  it.each([
    ['acht', 8],
    ['één', 1],
    ['een', 1],
    ['tien', 10],
    ['achttien', 18],
    ['achtendertig', 38],
    ['vijfentwintig', 25],
    ['drieëndertig', 33],
    ['vijfennegentig', 95],
    ['vijftig', 50],
    ['honderd', 100],
    ['honderdvijftig', 150],
    ['tweehonderd', 200],
    ['tweeënhalf', 2.5],
    ['vijfenhalf', 5.5],
    ['anderhalf', 1.5],
    ['Twaalf', 12],
  ])('%s → %d', (word, value) => expect(parseNumberWord(word)).toBe(value));

  it.each(['tweede', 'eenmalig', 'en', 'achten', 'vijfentien', 'kwartier'])('%s is no number', (word) =>
    expect(parseNumberWord(word)).toBeNull(),
  );
});

describe('findPercentages', () => {
  it('reads digits and words with what was printed', () => {
    const found = findPercentages('een toeslag van 8,33% en 130 % maar ook acht procent; niet 7,4%x');
    expect(found.map((q) => [q.value, q.text])).toEqual([
      [8.33, '8,33%'],
      [130, '130 %'],
      [8, 'acht procent'],
      [7.4, '7,4%'],
    ]);
    expect(found[2]!.inWords).toBe(true);
  });

  it('does not read the tail of a larger number', () => {
    expect(findPercentages('bedraagt 26% en 0,35%').map((q) => q.value)).toEqual([26, 0.35]);
  });

  it('reads compound words', () => {
    expect(findPercentages('van vijfentwintig procent, tweeënhalf procent').map((q) => q.value)).toEqual([
      25, 2.5,
    ]);
  });
  it('reads a third as cao’s print it: "33 1/3%", "33⅓ %" and "331⁄3%" with its numerator lowered', () => {
    const found = findPercentages(
      'avond 33 1/3%, zaterdag 33⅓ %, nacht 331⁄3% en zondag 16 2/3 procent of 50%',
    );
    expect(found.map((q) => [q.value, q.text])).toEqual([
      [33.33, '33 1/3%'],
      [33.33, '33⅓ %'],
      [33.33, '331⁄3%'],
      [16.67, '16 2/3 procent'],
      [50, '50%'],
    ]);
  });

  it('reads a whole number with a fraction as one percentage, not its denominator', () => {
    const found = findPercentages('avonduren 33 1/3% en nachturen 50%, zondag 133⅓ % of 12 1/2 procent');
    expect(found.map((q) => [q.value, q.text])).toEqual([
      [33.33, '33 1/3%'],
      [50, '50%'],
      [133.33, '133⅓ %'],
      [12.5, '12 1/2 procent'],
    ]);
  });
});

describe('findAmounts', () => {
  it('reads euro amounts in every printed form', () => {
    const found = findAmounts('€ 2.364,80 en €12,50, EUR 7,50, 150 euro, honderdvijftig euro en € 500,-');
    expect(found.map((q) => q.value)).toEqual([2364.8, 12.5, 7.5, 150, 150, 500]);
    expect(found[0]!.text).toBe('€ 2.364,80');
  });

  it('reads a lone "e" before a sum in cents as the € sign a text layer lost, and nothing else', () => {
    expect(findAmounts('e 19,86 794,40')).toEqual([]);
    expect(
      findAmounts('een vergoeding van e 4,85 per dag; sub e 12 dagen; de 3,50; type e 7; E 19,86').map(
        (q) => q.value,
      ),
    ).toEqual([4.85]);
  });

  it('reads bare table amounts with two decimals only', () => {
    expect(findBareAmounts('0 2.524,60 2.587,71 trede 3 en 19.00 uur').map((q) => q.value)).toEqual([
      2524.6, 2587.71,
    ]);
  });
});

describe('durations', () => {
  it('reads hours, the -urige form and words', () => {
    expect(
      findHours('38 uur, 37,5 uur, een 38-urige werkweek, achtendertig uur').map((q) => q.value),
    ).toEqual([38, 37.5, 38, 38]);
  });

  it('reads minutes including een kwartier and een half uur', () => {
    expect(findMinutes('15 minuten of tien minuten, een kwartier, een half uur').map((q) => q.value)).toEqual(
      [15, 10, 15, 30],
    );
  });

  it('reads counted nouns: twee jaar, drie maanden, 2 wachtdagen', () => {
    expect(findCounted('twee jaar', 'jaar')[0]?.value).toBe(2);
    expect(findCounted('ten hoogste drie maanden of één maand', 'maanden|maand').map((q) => q.value)).toEqual(
      [3, 1],
    );
    expect(findCounted('gelden 2 wachtdagen', 'wachtdagen|wachtdag')[0]?.text).toBe('2 wachtdagen');
    expect(findCounted('recht op 13 ADV-dagen', 'ADV-dagen')[0]?.value).toBe(13);
  });
});

describe('cents', () => {
  it('reads "19 cent" and "21 eurocent" as euro, keeping the word to cite', () => {
    expect(findCents('19 cent per km en 21 eurocent').map((q) => [q.value, q.text])).toEqual([
      [0.19, '19 cent'],
      [0.21, '21 eurocent'],
    ]);
    expect(findCents('percentage en procent')).toEqual([]);
  });
});

describe('dates', () => {
  it('reads written and numeric dates', () => {
    expect(findDates('per 1 januari 2026 en per 01-07-2025 of 1 jan. 2027').map((d) => d.iso)).toEqual([
      '2026-01-01',
      '2025-07-01',
      '2027-01-01',
    ]);
  });

  it('reads two days of one month ("3/9 maart": month and week payers) as the first day', () => {
    const [date] = findDates('de lonen stijgen per 3/9 maart 2026 met 2%');
    expect(date?.iso).toBe('2026-03-03');
    expect(date?.text).toBe('3/9 maart 2026');
    expect(parseDutchDate('1/4 oktober 2025')).toBe('2025-10-01');
  });

  it('reads "1/17 juni 2026" (monthly / four-weekly pay) as its first day, spanning both', () => {
    expect(findDates('per 1/17 juni 2026 en per 3 / 5 mei 2027').map((d) => [d.iso, d.text])).toEqual([
      ['2026-06-01', '1/17 juni 2026'],
      ['2027-05-03', '3 / 5 mei 2027'],
    ]);
  });

  it('reads a year corrected with tracked changes (struck year, then the inserted one) as the inserted year', () => {
    expect(findDates('loopt van 1 mei 2030 2031 tot 1 mei 20322033').map((d) => [d.iso, d.text])).toEqual([
      ['2031-05-01', '1 mei 2030 2031'],
      ['2033-05-01', '1 mei 20322033'],
    ]);
    // A figure after a date is no correction of its year.
    expect(findDates('per 1 juli 2030 1950 uur').map((d) => [d.iso, d.text])).toEqual([
      ['2030-07-01', '1 juli 2030'],
    ]);
  });

  it('parses one date and refuses impossible ones', () => {
    expect(parseDutchDate('1 januari 2026')).toBe('2026-01-01');
    expect(parseDutchDate('31 februari 2026')).toBeNull();
    expect(parseDutchDate('1 januari')).toBeNull();
  });

  it('steps back one day', () => expect(previousDay('2027-01-01')).toBe('2026-12-31'));
});

describe('ranges', () => {
  it('reads percentage ranges', () => {
    const [range] = findPercentageRanges('een toeslag van 25% tot 50% van het uurloon');
    expect(range).toMatchObject({ min: 25, max: 50, text: '25% tot 50%' });
    expect(findPercentageRanges('25 tot 50%')[0]).toMatchObject({ min: 25, max: 50 });
  });
});

describe('series', () => {
  it('counts letter, roman and number series', async () => {
    const { findSeries } = await import('./series');
    expect(findSeries('de letters A tot en met H').map((s) => s.count)).toEqual([8]);
    expect(findSeries('genummerd I tot en met IX').map((s) => s.count)).toEqual([9]);
    expect(findSeries('schalen 0 tot en met 10').map((s) => s.count)).toEqual([11]);
    expect(findSeries('van 10 tot 5')).toEqual([]);
  });
  it('counts a run of consecutive capitals, not letters out of order or a single word', async () => {
    const { findLetterRuns } = await import('./series');
    expect(findLetterRuns('Schaal/trede C D E F').map((s) => s.count)).toEqual([4]);
    expect(findLetterRuns('A B D')).toEqual([]);
    expect(findLetterRuns('Groep A B')).toEqual([]);
    expect(findLetterRuns('CAO ABU')).toEqual([]);
    expect(findLetterRuns('Functiejaren A / 2 B / 3 C / 4 D / 5').map((s) => s.count)).toEqual([4]);
  });
  it('counts scale labels side by side: one word with rising numbers or letters', async () => {
    const { findLabelRuns } = await import('./series');
    expect(findLabelRuns('Schaal 3 Schaal 4 Schaal 5 Schaal 6').map((s) => s.count)).toEqual([4]);
    expect(findLabelRuns('Niveau 10 Niveau 20 Niveau 30').map((s) => s.count)).toEqual([3]);
    expect(findLabelRuns('Klasse B Klasse C').map((s) => s.count)).toEqual([2]);
    expect(findLabelRuns('Schaal 4 Schaal 2')).toEqual([]);
    expect(findLabelRuns('artikel 4 lid 2')).toEqual([]);
    // A scale split in two parts: "2a", "2b"; "F1", "F2".
    expect(findLabelRuns('Groep 1 Groep 2a Groep 2b Groep 3').map((s) => s.count)).toEqual([4]);
    expect(findLabelRuns('Klasse E Klasse F1 Klasse F2 Klasse G').map((s) => s.count)).toEqual([4]);
    expect(findLabelRuns('Groep 2b Groep 2a')).toEqual([]);
  });
  it('counts Roman numerals over the scales, a group 0 before group I and a footnote mark included', async () => {
    const { findRomanRuns } = await import('./series');
    expect(findRomanRuns('Salarisgroep I II III IV V VI VII').map((s) => s.count)).toEqual([7]);
    expect(findRomanRuns('leeftijd 0 I II III IV').map((s) => s.count)).toEqual([5]);
    expect(findRomanRuns('Trede I * II III IV V').map((s) => s.count)).toEqual([5]);
    expect(findRomanRuns('basislonen I = WML II III IV').map((s) => s.count)).toEqual([4]);
    expect(findRomanRuns('II III IV')).toEqual([]);
    expect(findRomanRuns('I III V')).toEqual([]);
    expect(findRomanRuns('CAO VVV')).toEqual([]);
  });
});
