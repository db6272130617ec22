import type { SchemaCategory } from '../../schema';
import type { CategoryValues, ExtractedElement } from '../../types';
import type { CategoryAnswer } from './answer-schema';

/** The conversion in words, shown with the value: "Gedrukte waarde × 164,67 (omgerekend)". */
export function describeConversion(conversion: { factor?: number; offset?: number }): string {
  const parts: string[] = [];
  if (conversion.factor !== undefined) parts.push(`× ${formatNumber(conversion.factor)}`);
  if (conversion.offset !== undefined)
    parts.push(`${conversion.offset < 0 ? '−' : '+'} ${formatNumber(Math.abs(conversion.offset))}`);
  return `Omgerekend: de gedrukte waarde ${parts.join(' ')}.`;
}

function formatNumber(n: number): string {
  return String(Math.round(n * 10000) / 10000).replace('.', ',');
}

function clamp(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/**
 * The model's answer in the engine's shape: schema labels, one entry per element (the first if the
 * model repeats one), pages limited to those it was shown, confidence within 0..1.
 */
export function toCategoryValues(
  category: SchemaCategory,
  answer: CategoryAnswer,
  shownPages: ReadonlySet<number>,
): CategoryValues {
  const values: CategoryValues = {};
  for (const item of answer.elements) {
    const schema = category.elements.find((element) => element.key === item.key);
    if (!schema || values[item.key]) continue;
    const conversion =
      item.conversion && (item.conversion.factor !== null || item.conversion.offset !== null)
        ? {
            ...(item.conversion.factor !== null ? { factor: item.conversion.factor } : {}),
            ...(item.conversion.offset !== null ? { offset: item.conversion.offset } : {}),
          }
        : null;
    const value = typeof item.value === 'string' && item.value.trim() === '' ? null : item.value;
    const element: ExtractedElement = {
      key: item.key,
      label: schema.label,
      value,
      // A null with the cited words that say so claims "not regulated"; verification checks the words.
      outcome: value !== null ? 'found' : item.as_printed || item.quote ? 'not_regulated' : 'not_found',
      unit: item.unit,
      article: item.article,
      lid: item.lid,
      pages: [...new Set(item.pages)]
        .filter((page) => Number.isInteger(page) && shownPages.has(page))
        .sort((a, b) => a - b),
      as_printed: item.as_printed,
      quote: item.quote,
      conversion,
      ...(conversion && value !== null ? { normalisation: describeConversion(conversion) } : {}),
      confidence: clamp(item.confidence),
    };
    values[item.key] = element;
  }
  return values;
}
