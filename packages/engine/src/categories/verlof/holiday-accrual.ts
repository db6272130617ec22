import { scanQuantities, type Quantity } from '../../numbers';

/** Full-time days in a year: 52 weeks of 5 days. */
export const WORKING_DAYS_PER_YEAR = 260;

/**
 * "De vakantieopbouw bedraagt 10% van ieder betaald uur", "over elk gewerkt uur bouwt de werknemer
 * 9% vakantie op": holiday accrued as a share of the hours paid or worked. A full-time year has 52
 * weeks of 5 days, so a share p of every hour is p × 260 days a year, whatever the hours per day.
 */
const ACCRUAL =
  /(?<![\d,])(?<n>\d{1,2}(?:,\d{1,2})?)\s?%\s+(?:van|over)\s+(?:ieder|elk|elke|het\s+aantal|alle|de)\s+(?:betaald|gewerkt|betaalde|gewerkte)\s+(?:uur|uren)\b/giu;

const HOLIDAY_MONEY = /geld|toeslag|bijslag|uitkering|loon\b|€/i;

export function holidayAccrual(text: string): Quantity[] {
  if (!/vakantie/i.test(text) || !/opbouw|bouwt|opgebouwd|spaart/i.test(text)) return [];
  return scanQuantities(text, ACCRUAL, (value) => (value * WORKING_DAYS_PER_YEAR) / 100).filter(
    (q) =>
      q.value >= 15 &&
      q.value <= 50 &&
      // Holiday pay accrued per hour ("vakantiegeld: 8% van elk gewerkt uur") is money, not days.
      !HOLIDAY_MONEY.test(text.slice(Math.max(0, q.start - 80), q.start)),
  );
}
