import { NUMERAL_SOURCE, scanQuantities, type Quantity } from './quantity';

const PERCENTAGE = new RegExp(`${NUMERAL_SOURCE}(?:\\s?%|\\s+procent(?![\\p{L}]))`, 'giu');

/** "8%", "8,33 %", "130%", "acht procent", "tweeënhalf procent". */
export function findPercentages(text: string): Quantity[] {
  if (!/%|procent/i.test(text)) return [];
  return scanQuantities(text, PERCENTAGE);
}
