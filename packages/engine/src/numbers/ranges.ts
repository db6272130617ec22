import { NUMERAL_SOURCE, parseNumeral } from './quantity';

export interface NumberRange {
  min: number;
  max: number;
  start: number;
  end: number;
  text: string;
}

const RANGE = new RegExp(
  `${NUMERAL_SOURCE.replace('(?<n>', '(?<a>')}\\s?(?:%|procent)?\\s*(?:tot(?:\\s+en\\s+met)?|t/m|-|–)\\s*${NUMERAL_SOURCE.replace('(?<n>', '(?<b>')}\\s?(?:%|procent)`,
  'giu',
);

/** Percentage ranges: "25% tot 50%", "25 tot 50%", "25%–50%", "vijfentwintig tot vijftig procent". */
export function findPercentageRanges(text: string): NumberRange[] {
  const found: NumberRange[] = [];
  for (const match of text.matchAll(RANGE)) {
    const a = parseNumeral(match.groups!.a!);
    const b = parseNumeral(match.groups!.b!);
    if (a === null || b === null) continue;
    found.push({
      min: Math.min(a, b),
      max: Math.max(a, b),
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
    });
  }
  return found;
}
