import { scanNumeralsBefore, type Quantity } from './quantity';

const PERCENT_SIGN = /\s?%|\s+procent(?![\p{L}])/giu;

/** "8%", "8,33 %", "130%", "acht procent", "tweeënhalf procent". */
export function findPercentages(text: string): Quantity[] {
  if (!/%|procent/i.test(text)) return [];
  return scanNumeralsBefore(text, PERCENT_SIGN);
}
