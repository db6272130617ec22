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
