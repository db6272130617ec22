import { describe, expect, it } from 'vitest';
import type { ExtractedElement } from '../types';
import { makeDocument } from './testing/make-document';
import { isValueSupported, verifyCategory, verifyElement } from './verify';

const doc = makeDocument(
  'Titel\n\fDe vakantiebijslag bedraagt 8% van het loon,\nten minste €\n1.950,00 per jaar.\n\fDe premie is 4,8%.',
);

function element(partial: Partial<ExtractedElement>): ExtractedElement {
  return {
    key: 'x',
    label: 'X',
    value: 8,
    outcome: 'found',
    unit: 'pct',
    article: '1',
    pages: [2],
    as_printed: '8%',
    quote: null,
    confidence: 0.9,
    ...partial,
  };
}

describe('verifyElement', () => {
  it('keeps a value whose as_printed stands on the cited page', () => {
    expect(verifyElement(doc, element({})).value).toBe(8);
  });

  it('finds text over a line break (modulo whitespace)', () => {
    const kept = verifyElement(doc, element({ value: 1950, unit: 'eur', as_printed: '€ 1.950,00' }));
    expect(kept.value).toBe(1950);
  });

  it('drops pages where it does not stand and drops the value without any', () => {
    expect(verifyElement(doc, element({ pages: [2, 3] })).pages).toEqual([2]);
    const dropped = verifyElement(doc, element({ pages: [3] }));
    expect(dropped).toMatchObject({ value: null, outcome: 'not_found', pages: [], as_printed: null });
    expect(dropped.note).toMatch(/staat niet op de geciteerde pagina/);
  });

  it('does not find 8% inside 4,8%', () => {
    expect(verifyElement(doc, element({ pages: [3] })).value).toBeNull();
  });

  it('drops a value that does not follow from what was printed', () => {
    expect(verifyElement(doc, element({ value: 9 })).value).toBeNull();
    expect(verifyElement(doc, element({ as_printed: null })).value).toBeNull();
  });

  it('checks unpaginated text anywhere and cites no pages', () => {
    const txt = makeDocument('De toeslag is 25%.', { paginated: false });
    expect(verifyElement(txt, element({ value: 25, as_printed: '25%', pages: [] }))).toMatchObject({
      value: 25,
      pages: [],
    });
    expect(verifyElement(txt, element({ value: 30, as_printed: '30%', pages: [] })).value).toBeNull();
  });
});

describe('isValueSupported', () => {
  it('follows the stated conversion', () => {
    expect(isValueSupported(element({ value: 30, as_printed: '130%', conversion: { offset: -100 } }))).toBe(
      true,
    );
    expect(
      isValueSupported(
        element({
          value: 2390.38,
          unit: 'eur_per_month',
          as_printed: '€ 14,71',
          conversion: { factor: 162.5 },
        }),
      ),
    ).toBe(true);
    expect(
      isValueSupported(
        element({ value: 38, unit: 'hours_per_week', as_printed: '152 uur', conversion: { factor: 0.25 } }),
      ),
    ).toBe(true);
  });

  it('reads words, "geen", een kwartier, series and dates', () => {
    expect(isValueSupported(element({ value: 8, as_printed: 'acht procent' }))).toBe(true);
    expect(isValueSupported(element({ value: 0, unit: 'count', as_printed: 'geen wachtdag' }))).toBe(true);
    expect(
      isValueSupported(element({ value: 0, unit: 'minutes_per_day', as_printed: 'niet wordt doorbetaald' })),
    ).toBe(true);
    expect(
      isValueSupported(element({ value: 15, unit: 'minutes_per_day', as_printed: 'een kwartier' })),
    ).toBe(true);
    expect(isValueSupported(element({ value: 8, unit: 'count', as_printed: 'A tot en met H' }))).toBe(true);
    expect(isValueSupported(element({ value: '2025-06-01', unit: 'date', as_printed: '1 juni 2025' }))).toBe(
      true,
    );
    expect(
      isValueSupported(
        element({
          value: '2026-12-31',
          unit: 'date',
          as_printed: '1 januari 2027',
          conversion: { offset: -1 },
        }),
      ),
    ).toBe(true);
  });
});

describe('verifyCategory', () => {
  it('verifies every element and leaves nulls alone', () => {
    const result = verifyCategory(doc, {
      a: element({}),
      b: element({ value: null, as_printed: null, pages: [] }),
    });
    expect(result.a!.value).toBe(8);
    expect(result.b!.value).toBeNull();
  });
});

describe('verifyElement over a broken word', () => {
  it('matches text joined the way structure joins it', () => {
    const broken = makeDocument('Titel\n\fDe vakantie-\ntoeslag wordt in mei betaald.');
    const element: ExtractedElement = {
      key: 'u',
      label: 'U',
      value: 'in mei',
      outcome: 'found',
      unit: 'text',
      article: '1',
      pages: [2],
      as_printed: 'vakantietoeslag wordt in mei',
      quote: null,
      confidence: 0.9,
    };
    expect(verifyElement(broken, element).value).toBe('in mei');
  });
});

describe('verifyElement: the outcome of a null', () => {
  const statement = makeDocument('Titel\n\fDeze cao kent geen ploegentoeslag.\n\fOverige bepalingen.');
  const notRegulated = (partial: Partial<ExtractedElement>) =>
    element({ value: null, outcome: 'not_regulated', as_printed: 'kent geen ploegentoeslag', ...partial });

  it('keeps "not regulated" when the words saying so stand on a cited page', () => {
    expect(verifyElement(statement, notRegulated({ pages: [2, 3] }))).toMatchObject({
      value: null,
      outcome: 'not_regulated',
      article: '1',
      pages: [2],
    });
    const byQuote = notRegulated({ as_printed: null, quote: 'Deze cao kent geen ploegentoeslag.' });
    expect(verifyElement(statement, byQuote).outcome).toBe('not_regulated');
  });

  it('makes an unproven "not regulated" a "not found", without a citation', () => {
    for (const unproven of [notRegulated({ pages: [3] }), notRegulated({ as_printed: null })]) {
      expect(verifyElement(statement, unproven)).toMatchObject({
        value: null,
        outcome: 'not_found',
        article: null,
        pages: [],
        quote: null,
      });
    }
  });

  it('keeps a plain null as not found and marks a verified value found', () => {
    expect(verifyElement(doc, element({ value: null, outcome: 'not_found', pages: [] })).outcome).toBe(
      'not_found',
    );
    expect(verifyElement(doc, element({ outcome: 'not_found' })).outcome).toBe('found');
  });
});

describe('the first day of sickness as a waiting-day count', () => {
  const sick = makeDocument(
    'Titel\n\fDe eerste ziektedag geldt als wachtdag.\nWij betalen vanaf de eerste dag van ziekte het loon door.\nDe eerste dag van de maand.',
  );
  const days = (value: number, printed: string) =>
    verifyElement(sick, element({ value, unit: 'count', as_printed: printed })).value;

  it('backs 1 by the first day named as a waiting day, 0 by pay from the first day', () => {
    expect(days(1, 'De eerste ziektedag geldt als wachtdag')).toBe(1);
    expect(days(0, 'vanaf de eerste dag van ziekte')).toBe(0);
  });

  it('backs no number by "eerste" elsewhere', () => {
    expect(days(1, 'De eerste dag van de maand')).toBeNull();
    expect(days(1, 'vanaf de eerste dag van ziekte')).toBeNull();
    expect(days(2, 'De eerste ziektedag geldt als wachtdag')).toBeNull();
  });
});

describe('pay from a later day of sickness as a waiting-day count', () => {
  const sick = makeDocument('Titel\n\fHet loon wordt doorbetaald ingaande de derde ziektedag.');
  const days = (value: number, printed: string) =>
    verifyElement(sick, element({ value, unit: 'count', as_printed: printed })).value;

  it('backs the days before the first paid one, and no other number', () => {
    expect(days(2, 'ingaande de derde ziektedag')).toBe(2);
    expect(days(3, 'ingaande de derde ziektedag')).toBeNull();
  });
});

describe('a surcharge the size of the hourly wage', () => {
  it('backs 100 by "een toeslag ter grootte van het bruto uurloon"', () => {
    expect(isValueSupported(element({ value: 100, as_printed: 'toeslag gelijk aan het uurloon' }))).toBe(
      true,
    );
  });
});

describe('verifyElement on pages that number their lines', () => {
  it('finds a sentence over two numbered lines as the rules read it, without the margin numbers', () => {
    const page = (n: number): string =>
      [
        '1',
        `2 Artikel ${n}`,
        '3',
        '4 1. De werknemer van 60 jaar of ouder kan op verzoek minder gaan werken met',
        '5 behoud van pensioenopbouw.',
        '6 2. De werkgever stemt in tenzij het bedrijfsbelang zich daartegen verzet.',
        '7',
        '8 3. Een verzoek wordt schriftelijk gedaan.',
        '9 4. Voor deeltijders geldt dit naar rato.',
        '10',
        '11 5. Een geschil gaat naar de commissie.',
      ].join('\n');
    const numbered = makeDocument(`Titel\n\f${[page(1), page(2), page(3), page(4)].join('\n\f')}`);
    const sentence =
      'De werknemer van 60 jaar of ouder kan op verzoek minder gaan werken met behoud van pensioenopbouw';
    const kept = verifyElement(
      numbered,
      element({ value: sentence, unit: 'text', as_printed: sentence, pages: [3] }),
    );
    expect(kept).toMatchObject({ value: sentence, pages: [3] });
  });
});
