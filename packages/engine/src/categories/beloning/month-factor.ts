import { parseDutchNumber } from '../../numbers';
import type { ExtractContext } from '../../extract/rules/context';

/** "het uurloon maal 162,5", "uurloon × 162,5", "162,5 x het uurloon": the cao's own month factor. */
export function findMonthFactor(context: ExtractContext): { factor: number; text: string } | null {
  return context.memo('month-factor', () => {
    const patterns = [
      /uurlo(?:on|nen)\s+(?:maal|x|×|vermenigvuldigd\s+met)\s+(\d{2,3}(?:,\d{1,3})?)/i,
      /(\d{2,3}(?:,\d{1,3})?)\s*(?:x|×|maal)\s+(?:het\s+)?uurloon/i,
    ];
    for (const block of context.blocks) {
      if (block.kind !== 'prose' || !/maand/i.test(block.text)) continue;
      for (const pattern of patterns) {
        const match = pattern.exec(block.text);
        const factor = match ? parseDutchNumber(match[1]!) : null;
        if (factor && factor >= 100 && factor <= 220) return { factor, text: match![1]! };
      }
    }
    return null;
  });
}

/**
 * "4 x arbeidstijd per week x 13/12 x uurloon": the cao's month
 * factor as a formula over the weekly hours. The number of weeks (4) is returned; × hours × 13/12.
 */
export function findMonthFormula(context: ExtractContext): { weeks: number; text: string } | null {
  return context.memo('month-formula', () => {
    const pattern =
      /\b(4|vier)\s*[x×]\s*(?:de\s+)?(?:gemiddelde\s+)?(?:arbeidsduur|arbeidstijd)\s+per\s+week\s*[x×]\s*13\s*[:/]\s*12\s*[x×]\s*(?:het\s+)?uurloon/i;
    for (const block of context.blocks) {
      if (block.kind !== 'prose') continue;
      const match = pattern.exec(block.text);
      if (match) return { weeks: 4, text: match[0] };
    }
    return null;
  });
}

const FACTOR = String.raw`(\d(?:,\d{1,4})?|13\s*[:/]\s*12|52\s*[:/]\s*12)`;
const TIMES = String.raw`\s*(?:maal|x|×|vermenigvuldigd\s+met)\s*`;
const PERIOD_WAGE = {
  week: String.raw`(?:het\s+)?weeklo(?:on|nen)|(?:het\s+)?weeksalaris`,
  'four-weeks': String.raw`(?:het\s+)?(?:periode|vierweken)(?:lo(?:on|nen)|salaris)|(?:het\s+)?(?:loon|salaris)\s+per\s+(?:vier|4)\s+weken`,
} as const;
const RANGE = { week: [4, 4.5], 'four-weeks': [1, 1.1] } as const;

function factorValue(text: string): number | null {
  const fraction = /^(\d+)\s*[:/]\s*(\d+)$/.exec(text.trim());
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return parseDutchNumber(text);
}

/**
 * "het maandloon is het weekloon maal 4,35", "periodesalaris × 13/12": the factor the cao itself states
 * to turn a weekly or four-weekly wage into a month's. Null when the cao states none (then calendar
 * arithmetic: × 52/12, × 13/12).
 */
export function findPeriodFactor(
  context: ExtractContext,
  period: 'week' | 'four-weeks',
): { factor: number; text: string } | null {
  return context.memo(`period-factor-${period}`, () => {
    const wage = PERIOD_WAGE[period];
    const patterns = [
      new RegExp(String.raw`(?:${wage})${TIMES}${FACTOR}(?![\d,])`, 'i'),
      new RegExp(String.raw`(?<![\d,])${FACTOR}${TIMES}(?:${wage})`, 'i'),
    ];
    const [low, high] = RANGE[period];
    for (const block of context.blocks) {
      if (block.kind !== 'prose' || !/maand/i.test(block.text)) continue;
      for (const pattern of patterns) {
        const match = pattern.exec(block.text);
        const factor = match ? factorValue(match[1]!) : null;
        if (factor && factor >= low && factor <= high)
          return { factor, text: match![1]!.replace(/\s+/g, '') };
      }
    }
    return null;
  });
}
