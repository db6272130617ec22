import type { SchemaCategory } from '../../schema';
import type { RetrievedPage } from './retrieve-pages';

const UNIT_HELP: Record<string, string> = {
  pct: 'percentage as a number (8 for 8%); a surcharge is the part above 100% ("130%" → 30)',
  eur: 'euro amount as a number (2448.6 for € 2.448,60)',
  eur_per_km: 'euro per kilometre as a number',
  eur_per_day: 'euro per day as a number',
  eur_per_month:
    "euro per month as a number. A month factor the cao states comes first; where it states none: a four-weekly amount × 13/12, a weekly amount × 52/12, an hourly wage × the cao's own normal weekly hours × 52/12 (give the factor as conversion)",
  hours_per_week: 'hours per week ("per four weeks" divided by 4)',
  days_per_year: 'days per year (hours divided by 8)',
  hours_per_year: 'hours per year',
  minutes_per_day: 'minutes per day ("een kwartier" → 15)',
  months: 'number of months',
  count: 'a whole number',
  date: "'YYYY-MM-DD'",
  text: 'a short Dutch description in the words of the cao',
};

export const SYSTEM_PROMPT = [
  'You extract values from a Dutch collective labour agreement (cao). You only use the pages given,',
  'each introduced by a line "=== Pagina N ===" (N is the page number to cite).',
  'For every element asked, answer one entry:',
  '- value: normalised into the unit described; null when the cao does not regulate it or explicitly',
  '  refers it elsewhere (e.g. "volgt de inlener"); then give article/pages/quote of the words that say so',
  '  (the quote literally as printed). When you simply cannot find it: null with article and quote null.',
  '  Something explicitly set to zero ("geen wachtdag") is 0, not null. Numbers written as words count.',
  '- as_printed: the value exactly as printed on the page, character for character ("€ 2.448,60",',
  '  "8,33%", "acht procent"). It must stand literally on one of the cited pages.',
  '- pages: the page numbers (from the "=== Pagina N ===" lines) where the value stands.',
  '- article: the article, paragraph or appendix as printed ("4.2", "26", "§ 5.3", "Bijlage I"); lid: the',
  '  numbered paragraph within it, or null.',
  '- quote: a literal fragment of at most 200 characters around the value.',
  '- conversion: {factor, offset} when value = printed number × factor + offset, else null.',
  '- confidence: 0 to 1.',
  'Never guess: a value you cannot point to on a page is null. Answer in the JSON shape requested.',
].join('\n');

export function buildPrompt(category: SchemaCategory, pages: readonly RetrievedPage[]): string {
  const elements = category.elements.map(
    (element) =>
      `- ${element.key}: ${element.label} (unit ${element.unit}: ${UNIT_HELP[element.unit] ?? ''})`,
  );
  const excerpts = pages.map((page) => `=== Pagina ${page.number} ===\n${page.text}`);
  return [
    `Category: ${category.label} (${category.key}). Elements:`,
    ...elements,
    '',
    'Pages of the cao:',
    ...excerpts,
  ].join('\n');
}
