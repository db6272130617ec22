export { parseDutchNumber, roundTo, DUTCH_NUMBER_SOURCE } from './parse-number';
export { parseNumberWord, NUMBER_WORD_SOURCE } from './number-words';
export { NUMERAL_SOURCE, parseNumeral, scanQuantities, type Quantity } from './quantity';
export { findPercentages } from './percentages';
export { findAmounts, findBareAmounts } from './amounts';
export { findCounted, findHours, findMinutes } from './durations';
export { findDates, parseDutchDate, previousDay, type DateMention } from './dates';
export { findPercentageRanges, type NumberRange } from './ranges';
export { findSeries, parseRoman, type Series } from './series';
