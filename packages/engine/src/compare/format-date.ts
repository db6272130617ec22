import { DUTCH_MONTHS } from '@caoscan/core';

/** Dates are calendar days ('YYYY-MM-DD'), never instants: no Date objects, so no time-zone shifts. */

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function parseIsoDay(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

/** '2026-01-01' → '1 januari 2026'; anything else is returned as given. */
export function formatDutchDate(value: string): string {
  const day = parseIsoDay(value);
  return day ? `${day.day} ${DUTCH_MONTHS[day.month - 1]} ${day.year}` : value;
}

function isLastDayOfMonth({ year, month, day }: CalendarDay): boolean {
  return new Date(Date.UTC(year, month, 0)).getUTCDate() === day;
}

function dayNumber({ year, month, day }: CalendarDay): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/**
 * "6 maanden later", "1 dag eerder": how the client's date relates to the current one.
 * Whole months when the day of the month is the same or both are month ends (cao dates usually
 * are: "1 juli", "30 juni"), else days.
 */
export function describeDateDifference(current: string, client: string): string | null {
  const a = parseIsoDay(current);
  const b = parseIsoDay(client);
  if (!a || !b) return null;
  const days = dayNumber(b) - dayNumber(a);
  if (days === 0) return 'Gelijk';
  const direction = days > 0 ? 'later' : 'eerder';
  if (a.day === b.day || (isLastDayOfMonth(a) && isLastDayOfMonth(b))) {
    const months = Math.abs((b.year - a.year) * 12 + (b.month - a.month));
    return `${months} ${months === 1 ? 'maand' : 'maanden'} ${direction}`;
  }
  const count = Math.abs(days);
  return `${count} ${count === 1 ? 'dag' : 'dagen'} ${direction}`;
}
