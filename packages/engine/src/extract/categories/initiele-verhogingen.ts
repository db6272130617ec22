import type { CategoryRules } from '../rules/element-rule';
import type { Finding } from '../rules/finding';
import type { ExtractContext } from '../rules/context';
import { findIncreases } from './salary-increases';

const PCT_PAGES = /verhog|loonsverhoging|lonen|structure(?:el|le)|wages|rise|increase/i;
const DATE_PAGES = /verhog|loonsverhoging/i;

function increase(context: ExtractContext, index: number, part: 'percentage' | 'date'): Finding | null {
  const found = findIncreases(context)[index];
  if (!found) return null;
  const span = part === 'percentage' ? found.percentage : found.date;
  return {
    value: part === 'percentage' ? found.percentage.value : found.date.iso,
    block: found.block,
    start: span.start,
    end: span.end,
    score: found.score,
    pageTopic: part === 'percentage' ? PCT_PAGES : DATE_PAGES,
    pageWindow: part === 'percentage' ? 'previous' : 'sentence',
  };
}

export const initieleVerhogingen: CategoryRules = {
  category: 'initiele_verhogingen',
  elements: [
    { key: 'verhoging_1', find: (context) => increase(context, 0, 'percentage') },
    { key: 'verhoging_1_datum', find: (context) => increase(context, 0, 'date') },
    { key: 'verhoging_2', find: (context) => increase(context, 1, 'percentage') },
    { key: 'verhoging_2_datum', find: (context) => increase(context, 1, 'date') },
  ],
};
