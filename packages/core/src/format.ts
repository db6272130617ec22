/** nl-NL formatting shared by both apps and the server (e-mails, Excel). Amsterdam time. */
const TIME_ZONE = 'Europe/Amsterdam';

const dateTimeFormat = new Intl.DateTimeFormat('nl-NL', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: TIME_ZONE,
});
const numberFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });
const euroFormat = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "21 november 2026 om 20:26" — Dutch, year, long month, day, hour, minute (spec 01 §9). */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '–' : dateTimeFormat.format(date);
}

export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '–' : dateFormat.format(date);
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

export function formatEuro(value: number): string {
  return euroFormat.format(value);
}

export function formatEuroCents(cents: number): string {
  return euroFormat.format(cents / 100);
}
