import { defineCategory, MORE_PAY, type Favourability } from '../define-category';
import type { Finding } from '../../extract/rules/finding';
import type { ExtractContext } from '../../extract/rules/context';
import { findIncreases } from './salary-increases';

// Another mention of the date or percentage repeats the general raise, not an individual or one-off one.
const NOT_GENERAL = String.raw`^(?![\s\S]*(?:individu|periodiek|eenmalig|jeugd|beoordel))`;
const PCT_PAGES = new RegExp(
  `${NOT_GENERAL}[\\s\\S]*(?:verhog|loonsverhoging|lonen|structure(?:el|le)|wages|rise|increase)`,
  'i',
);
const DATE_PAGES = new RegExp(`${NOT_GENERAL}[\\s\\S]*(?:verhog|loonsverhoging)`, 'i');

function increase(context: ExtractContext, index: number, part: 'percentage' | 'date'): Finding | null {
  const found = findIncreases(context)[index];
  if (!found) return null;
  // A raise by a fixed amount has a date but no percentage.
  const span = part === 'percentage' ? found.percentage : found.date;
  if (!span) return null;
  return {
    value: part === 'percentage' ? found.percentage!.value : found.date.iso,
    block: found.block,
    start: span.start,
    end: span.end,
    score: found.score,
    pageTopic: part === 'percentage' ? PCT_PAGES : DATE_PAGES,
    pageWindow: part === 'percentage' ? 'previous' : 'sentence',
  };
}

const EARLIER_DATE: Favourability = {
  direction: 'lower',
  reason: 'een eerdere ingangsdatum betaalt eerder uit',
};

export const initieleVerhogingen = defineCategory('initiele_verhogingen', {
  inlenersbeloning: [
    {
      // A periodic raise ("periodieke loonsverhoging") is a step in the scale, not a general increase.
      pattern: /initi[eë]le|(?<!periodieke\s)loonsverhoging|loonronde/i,
      elements: ['verhoging_1', 'verhoging_1_datum', 'verhoging_2', 'verhoging_2_datum'],
    },
  ],
  vocabulary: ['loonsverhoging', 'verhoging', 'verhoogd', 'structurele', 'initiële', 'per 1'],
  elements: {
    verhoging_1: {
      favourability: MORE_PAY,
      retrievalHints: ['loonsverhoging', 'verhoogd met'],
      find: (context) => increase(context, 0, 'percentage'),
    },
    verhoging_1_datum: {
      favourability: EARLIER_DATE,
      find: (context) => increase(context, 0, 'date'),
    },
    verhoging_2: {
      favourability: MORE_PAY,
      retrievalHints: ['loonsverhoging', 'verhoogd met'],
      find: (context) => increase(context, 1, 'percentage'),
    },
    verhoging_2_datum: {
      favourability: EARLIER_DATE,
      find: (context) => increase(context, 1, 'date'),
    },
  },
});
