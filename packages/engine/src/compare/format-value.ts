import { ELEMENT_OUTCOME_LABELS } from '@caoscan/core';
import type { ElementOutcome, ExtractedElement } from '../types';
import { formatDutchDate } from './format-date';
import { formatDutchNumber, signOf } from './format-number';
import { formatQuantity, isKnownUnit } from './units';

/** The display value of one side: "€ 2.448,60 per maand", "8%", "1 januari 2026", or the text. */
export function formatElementValue(element: ExtractedElement | null): string | null {
  if (!element || element.value === null) return null;
  const { value, unit, key } = element;
  if (typeof value === 'number') {
    return isKnownUnit(unit) && unit !== 'text' && unit !== 'date'
      ? formatQuantity(value, unit, key)
      : formatDutchNumber(value, 3);
  }
  return unit === 'date' ? formatDutchDate(value) : value;
}

/** A side as a person reads it: its value, else why there is none ("Niet geregeld in deze cao", ...). */
export function describeSide(value: string | null, outcome: ElementOutcome): string {
  return value ?? ELEMENT_OUTCOME_LABELS[outcome === 'found' ? 'not_found' : outcome];
}

/** "26", "26 lid 2", "Bijlage I": the article as printed, with the lid when known. */
export function formatArticle(element: ExtractedElement | null): string | null {
  if (!element?.article) return null;
  return element.lid ? `${element.article} lid ${element.lid}` : element.article;
}

/**
 * The signed difference client − current with its unit: "+€ 293,84 per maand", "−2 uur per week",
 * "+1,5 procentpunt" (a difference of percentages is in points, not percent).
 */
export function formatNumericDifference(difference: number, unit: string, elementKey: string): string {
  const sign = signOf(difference);
  const size = Math.abs(difference);
  if (unit === 'pct') {
    const points = Number.isInteger(size) && size > 1 ? 'procentpunten' : 'procentpunt';
    return `${sign}${formatDutchNumber(size, 3)} ${points}`;
  }
  if (!isKnownUnit(unit) || unit === 'text' || unit === 'date') return `${sign}${formatDutchNumber(size, 3)}`;
  return `${sign}${formatQuantity(size, unit, elementKey)}`;
}
