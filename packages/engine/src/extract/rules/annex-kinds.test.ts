import { describe, expect, it } from 'vitest';
import { makeCao } from '../testing/make-document';
import { annexKindOf, getContext } from './context';

function kindOf(body: string, start: string) {
  const context = getContext(makeCao(body));
  const block = context.blocks.find((b) => b.text.includes(start));
  if (!block) throw new Error(`no block with ${start}`);
  return annexKindOf(context, block);
}

const cao = (...annex: string[]): string =>
  [
    'Artikel 6 Reiskosten',
    'De werkgever stelt met de ondernemingsraad een regeling voor reiskosten vast.',
    ...annex,
  ].join('\n');

describe('annex kinds', () => {
  it.each(['Cao-akkoord 2025-2026', 'Onderhandelingsresultaat', 'PRINCIPEAKKOORD'])(
    'reads "%s" as the parties’ agreement',
    (title) => {
      expect(kindOf(cao(`Bijlage 8 ${title}`, 'De lonen stijgen per 1 juli met 2%.'), 'De lonen')).toBe(
        'agreement',
      );
    },
  );

  it.each(['Overgangsregeling vakantiedagen', 'GARANTIEREGELING OUDERE WERKNEMERS', 'Overgangsbepalingen'])(
    'reads "%s" as a transitional arrangement',
    (title) => {
      expect(
        kindOf(cao(`Bijlage 8 ${title}`, 'Wie op 1 januari 2020 in dienst was, houdt 30 dagen.'), 'houdt 30'),
      ).toBe('transitional');
    },
  );

  it.each([
    [
      'Zolang de in artikel 6 bedoelde regeling niet tot stand is gekomen, geldt het volgende.',
      'De vergoeding bedraagt € 0,15 per kilometer.',
    ],
    [
      'Ex artikel 6.2 lid 2 Zolang de in artikel 6.2 bedoelde regeling niet is ingevoerd of er geen eigen regeling is overeengekomen, geldt deze bijlage.',
      'De vergoeding bedraagt € 0,15 per kilometer.',
    ],
    [
      'Totdat de werkgever geen eigen regeling heeft vastgesteld, past hij deze bijlage toe.',
      'De vergoeding bedraagt € 0,15 per kilometer.',
    ],
  ])('reads an annex opening with "%s" as a fallback regulation', (opener, rule) => {
    expect(kindOf(cao('Bijlage 9 Reiskostenregeling', opener, rule), 'De vergoeding')).toBe('fallback');
  });

  it('gives ordinary annexes (also one that names its article with "Ex artikel") and the main text no kind', () => {
    const body = cao(
      'Bijlage 9 Reiskostenregeling',
      'Ex artikel 6',
      'De vergoeding bedraagt € 0,15 per kilometer.',
    );
    expect(kindOf(body, 'De vergoeding')).toBeNull();
    expect(kindOf(body, 'De werkgever stelt')).toBeNull();
  });
});
