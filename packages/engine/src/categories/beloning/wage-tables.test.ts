import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/** Wage tables as other house styles print them. */
describe('wage tables', () => {
  it('reads the month column of a table with a period per column (× 13/12 for four weeks)', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 4 Lonen',
        'De lonen worden per 1 juni 2025 verhoogd met 3%.',
        'Bijlage 2 Loontabellen',
        'Tabel 1 Garantielonen per 1 juni 2025, bedragen in euro',
        'Functiegroep Per uur Per week Per periode van 4 weken',
        'B 17,04 681,60 2.726,40',
        'C 17,82 712,80 2.851,20',
        'H 24,31 972,40 3.889,60',
      ].join('\n'),
      { laagste_schaal_minimum: 2953.6, hoogste_schaal_maximum: 4213.73 },
    );
  });

  it('takes the first of two tables printed one after the other, each under its own title row', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 13 Loontabellen',
        '1. Het maandloon is het uurloon vermenigvuldigd met 164,67.',
        '2. De uurlonen voor werknemers van 21 jaar en ouder zijn:',
        'Uurlonen per 1 januari 2025',
        'Niveau Trede 0 Trede 1',
        'I € 14,40 € 14,76',
        'II € 15,26 € 23,90',
        'Uurlonen per 1 januari 2026',
        'Niveau Trede 0 Trede 1',
        'I € 14,98 € 15,35',
        'II € 15,87 € 24,86',
      ].join('\n'),
      { laagste_schaal_minimum: 2371.25, hoogste_schaal_maximum: 3935.61 },
    );
  });

  it('skips a yearly periodiek column between minimum and maximum', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage II Salarisschalen',
        'Salarisschalen per 1 april 2025',
        'Salarisgroep Minimum Periodiek Maximum',
        'per maand per jaar per maand',
        '1 2.412,00 96,48 2.990,88',
        '12 4.674,63 186,98 5.796,51',
        'Salarisschalen per 1 januari 2026',
        'Salarisgroep Minimum Periodiek Maximum',
        'per maand per jaar per maand',
        '1 2.484,36 99,37 3.080,58',
        '12 4.814,87 192,59 5.970,41',
      ].join('\n'),
      { laagste_schaal_minimum: 2412, hoogste_schaal_maximum: 5796.51 },
    );
  });
});
