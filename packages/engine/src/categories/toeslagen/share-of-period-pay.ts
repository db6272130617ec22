import { roundTo } from '../../numbers';
import type { ExtractContext } from '../../extract/rules/context';
import type { Conversion } from '../../types';
import { beloning } from '../beloning';

/**
 * "0,78% van het maandsalaris (…) per uur": pay per hour as a share of the month's (or four weeks') salary,
 * not a surcharge on the hourly wage; so is any rate below 1%.
 */
export function isShareOfPeriodPay(value: number, after: string): boolean {
  return (
    (value > 0 && value < 1) ||
    /^\s*van\s+(?:het|zijn)\s+(?:maandsalaris|maandloon|periodesalaris|salaris\s+per\s+(?:maand|vierwekenperiode|periode))\b[^;]{0,80}?\bper\s+uur\b/i.test(
      after,
    )
  );
}

const MONTH_SHARE_PER_HOUR = /^\s*van\s+(?:het|zijn)\s+(?:maandsalaris|maandloon)\b[^;]{0,80}?\bper\s+uur\b/i;

export interface HourlyShare {
  /** The percentage of the hourly wage. */
  value: number;
  conversion: Conversion;
  normalisation: string;
}

/**
 * A share of the month salary per hour as a percentage of the hourly wage: × the cao's own normal weekly
 * hours × 52/12 (the hours in a month), as monthly wages are converted. With `whole`, pay for the hour itself
 * included ("een vergoeding van 0,78% van het maandsalaris per uur" for an overtime hour), the surcharge is
 * the part above 100%. Null without weekly hours or when the share is not of the month salary.
 */
export function hourlyShare(
  context: ExtractContext,
  printed: number,
  after: string,
  whole: boolean,
): HourlyShare | null {
  if (!MONTH_SHARE_PER_HOUR.test(after)) return null;
  const hours = context.memo('weekly-hours', () => {
    const found = beloning.elements.find((element) => element.key === 'arbeidsduur_per_week')?.find(context);
    return found && typeof found.value === 'number' && found.value >= 20 && found.value <= 45
      ? found.value
      : null;
  });
  if (hours === null) return null;
  const factor = roundTo((hours * 52) / 12, 6);
  const share = printed * factor;
  const offset = whole && share >= 100 ? -100 : 0;
  const value = roundTo(share + offset, 2);
  if (value <= 0 || value > 300) return null;
  return {
    value,
    conversion: { factor, ...(offset ? { offset } : {}), round: 2 },
    normalisation: `Gedrukt als ${String(printed).replace('.', ',')}% van het maandsalaris per uur; × ${String(hours).replace('.', ',')} uur per week × 52/12 = ${String(roundTo(share, 2)).replace('.', ',')}% van het uurloon${offset ? `; toeslag = ${String(value).replace('.', ',')}%` : ''}.`,
  };
}
