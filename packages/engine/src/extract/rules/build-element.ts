import { roundTo } from '../../numbers';
import type { SchemaElement } from '../../schema';
import type { ExtractedElement } from '../../types';
import type { ExtractContext } from './context';
import { pageAt, unitOf } from './context';
import type { Finding } from './finding';
import { findMorePages } from './more-pages';
import { sentenceAt } from './sentences';

const MAX_QUOTE = 320;

function confidenceOf(score: number): number {
  if (score >= 9) return 0.95;
  if (score >= 6) return 0.85;
  if (score >= 4) return 0.7;
  return 0.55;
}

/** An element no rule found: not found, to be checked by hand (never a claim that the cao lacks it). */
export function nullElement(schema: SchemaElement, note: string, confidence = 0.6): ExtractedElement {
  return {
    key: schema.key,
    label: schema.label,
    value: null,
    outcome: 'not_found',
    unit: schema.unit,
    article: null,
    lid: null,
    pages: [],
    as_printed: null,
    quote: null,
    note,
    confidence,
  };
}

function quoteOf(finding: Finding): string {
  const { block } = finding;
  if (block.kind === 'row') return block.text;
  const span = finding.quote ?? sentenceAt(block.text, finding.start);
  let { start, end } = span;
  if (end - start > MAX_QUOTE) {
    start = Math.max(span.start, finding.start - MAX_QUOTE / 2);
    end = Math.min(span.end, finding.end + MAX_QUOTE / 2);
  }
  return block.text.slice(start, end).trim();
}

/** The gold-format element for a finding: value, article and lid as printed, pages, quote. */
export function buildElement(
  context: ExtractContext,
  schema: SchemaElement,
  finding: Finding,
): ExtractedElement {
  const { block } = finding;
  const unit = unitOf(context, block);
  const asPrinted = block.text.slice(finding.start, finding.end).trim();
  const value = typeof finding.value === 'number' ? roundTo(finding.value, 4) : finding.value;
  let pages: number[] = [];
  if (context.doc.isPaginated) {
    const primary = pageAt(block, finding.start);
    const more =
      finding.value !== null && finding.pageTopic
        ? findMorePages(
            context,
            asPrinted,
            finding.pageTopic,
            finding.pageWindow ?? 'previous',
            block,
            finding.start,
          )
        : [];
    pages = [...new Set([primary, ...more])].sort((a, b) => a - b);
  }
  return {
    key: schema.key,
    label: schema.label,
    value,
    // A null finding is the cao's own statement that it has none: cited, so not regulated.
    outcome: value === null ? 'not_regulated' : 'found',
    unit: schema.unit,
    article: finding.article ?? unit.label,
    lid: block.kind === 'row' ? null : block.lid,
    pages,
    as_printed: asPrinted,
    quote: quoteOf(finding),
    ...(finding.conversion ? { conversion: finding.conversion } : {}),
    ...(finding.normalisation ? { normalisation: finding.normalisation } : {}),
    ...(finding.keywords ? { keywords: finding.keywords } : {}),
    note: finding.note ?? null,
    confidence: finding.value === null ? 0.8 : confidenceOf(finding.score),
  };
}
