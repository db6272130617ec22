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

/**
 * Where a value stands in a cao: "art. 4.2, p. 2", "art. 7.3 lid 1, p. 3–4", "p. 12", or "–" when
 * neither is known (pages in order, a run of pages as a range).
 */
export function formatCitation(article: string | null | undefined, pages: readonly number[] = []): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let end = i;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    runs.push(end > i ? `${sorted[i]}–${sorted[end]}` : String(sorted[i]));
    i = end + 1;
  }
  const parts = [article ? `art. ${article}` : null, runs.length > 0 ? `p. ${runs.join(', ')}` : null];
  return parts.filter(Boolean).join(', ') || '–';
}
