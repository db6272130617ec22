import { parseNumeral, roundTo } from '../../numbers';
import type { Block } from '../../structure';
import { clauseAt, sentenceAt } from '../../extract/rules/sentences';
import { dayAfter, dayBefore } from './overtime-days';
import type { HourlyShare } from './share-of-period-pay';
import type { OvertimeRate } from './overtime';

/**
 * Overtime paid in time off instead of money: "voor ieder overuur anderhalf uur vrije tijd", "per uur
 * overwerk krijgt de werknemer 2 uur vrij". The hours off per overtime hour are the whole hour plus the
 * surcharge: 1,5 hours is a surcharge of 50%, one hour ("tijd voor tijd") none.
 */
const HOURS_OFF =
  /(?<![\d,.])(anderhalf|een|één|twee|1|1,5|1,25|1,75|2|2,5|3)\s+(?:uur|uren)\s+(?:(?:betaalde\s+)?vrije\s+tijd|vrij(?:af)?\b|(?:compensatie)?verlof|tijd\s+terug)/gi;
// The sentence must speak of overtime hours one by one: "per overuur", "voor elk uur overwerk".
const PER_OVERTIME_HOUR =
  /\b(?:per|voor\s+(?:elk|ieder)(?:e)?|elk|ieder)\s+(?:gewerkt\s+)?(?:overuur|overwerkuur|uur\s+overwerk)\b/i;
const OVERTIME = /overwerk|overuur|overuren/i;

export function timeOffRates(block: Block, titleHit: boolean): OvertimeRate[] {
  const rates: OvertimeRate[] = [];
  for (const match of block.text.matchAll(HOURS_OFF)) {
    const sentence = sentenceAt(block.text, match.index);
    const sentenceText = block.text.slice(sentence.start, sentence.end);
    if (!PER_OVERTIME_HOUR.test(sentenceText) || !OVERTIME.test(sentenceText)) continue;
    const printed = match[1]!;
    const isWord = /anderhalf/i.test(printed);
    const hours = isWord ? 1.5 : /^(?:een|één)$/i.test(printed) ? 1 : parseNumeral(printed);
    if (hours === null || hours < 1) continue;
    const clause = clauseAt(block.text, match.index);
    const day =
      dayBefore(block.text.slice(clause.start, match.index)) ??
      dayAfter(block.text.slice(match.index + match[0].length, clause.end));
    const value = roundTo(hours * 100 - 100, 2);
    // "anderhalf uur" verifies as 90 minutes; a figure as the hours themselves.
    const share: HourlyShare = {
      value,
      conversion: isWord
        ? { factor: roundTo(100 / 60, 6), offset: -100, round: 2 }
        : { factor: 100, offset: -100 },
      normalisation: `Overwerk in vrije tijd: ${printed} uur vrij per overuur is het uur zelf plus ${value}%.`,
    };
    const end = isWord ? match.index + match[0].indexOf(' uur') + 4 : match.index + printed.length;
    rates.push({
      day: day ?? 'weekday',
      block,
      start: match.index,
      end,
      value,
      printed: hours * 100,
      // Below a surcharge printed as a percentage: time off is often the alternative to money.
      score: (titleHit ? 4 : 0) + 1,
      staffel: false,
      general: day === null,
      share,
      timeOff: true,
    });
  }
  return rates;
}
