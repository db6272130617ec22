/**
 * Sentence and clause spans in a block's text. A sentence ends at . ! or ? followed by a capital,
 * a digit or an opening mark, except after common abbreviations ("art.", "bijv.", "max.").
 */
export interface Span {
  start: number;
  end: number;
}

const ABBREVIATION =
  /(?:\b(?:art|artt|nr|bijv|o\.a|m\.b\.t|i\.v\.m|max|min|ca|incl|excl|resp|jo|lid|blz|zgn|t\.a\.v|e\.d|enz|vs|mr|dhr|mevr|St)|\b\p{L})$/u;

const cache = new Map<string, Span[]>();

/** Sentence spans of a text (memoised: rules ask for the same block's sentences many times). */
export function splitSentences(text: string): Span[] {
  const cached = cache.get(text);
  if (cached) return cached;
  if (cache.size > 20_000) cache.clear();
  const spans = computeSentences(text);
  cache.set(text, spans);
  return spans;
}

function computeSentences(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  const boundary = /[.!?](?=\s+[\p{Lu}\d(„"'‘“])/gu;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const before = text.slice(Math.max(0, match.index - 8), match.index);
    if (ABBREVIATION.test(before)) continue;
    spans.push({ start, end: match.index + 1 });
    start = match.index + 1;
    while (start < text.length && /\s/.test(text[start]!)) start++;
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans;
}

/** The sentence containing `offset`. */
export function sentenceAt(text: string, offset: number): Span {
  return splitSentences(text).find((span) => offset < span.end) ?? { start: 0, end: text.length };
}

/** The sentence containing `offset` plus the one before it (a question before its answer, a lead-in). */
export function sentenceWithPrevious(text: string, offset: number): Span {
  const spans = splitSentences(text);
  const index = spans.findIndex((span) => offset < span.end);
  if (index < 0) return { start: 0, end: text.length };
  return { start: spans[Math.max(0, index - 1)]!.start, end: spans[index]!.end };
}

/** The clause containing `offset`: the sentence cut at semicolons. */
export function clauseAt(text: string, offset: number): Span {
  const sentence = sentenceAt(text, offset);
  let start = sentence.start;
  let end = sentence.end;
  for (let i = offset - 1; i >= sentence.start; i--) {
    if (text[i] === ';') {
      start = i + 1;
      break;
    }
  }
  const semicolon = text.indexOf(';', offset);
  if (semicolon >= 0 && semicolon < end) end = semicolon;
  return { start, end };
}
