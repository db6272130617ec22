import type { Heading } from './headings';

/** A contents list stands this many pages or more before the annex it lists. */
const FAR_PAGES = 10;
/** A mention of an earlier annex stands within this many pages of the annex that mentions it. */
const NEAR_PAGES = 3;

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

/** "Bijlage IV" → 4, "Bijlage 12" → 12, "Bijlage 1A" → 1.01, "Bijlage C" → 3, "Bijlage B2" → 2.02,
 * "Bijlage 11.2" → 11.02, "Bijlagen" → 0. */
export function annexRank(label: string): number {
  // "Bijlagen" without a number comes before any numbered annex.
  if (label === 'Bijlagen') return 0;
  const mark = label.split(/\s+/).pop() ?? '';
  if (/^\d+$/.test(mark)) return Number(mark);
  // "Bijlage 11.2", "Bijlage II-3": the second annex of group 11 (or II), between 11 and 12.
  const grouped = /^(\d+|[IVXLC]+)[.-](\d+)$/.exec(mark);
  if (grouped) return annexRank(`Bijlage ${grouped[1]}`) + Number(grouped[2]) / 100;
  // "Bijlage 1A", "Bijlage 1B" follow "Bijlage 1" and come before "Bijlage 2".
  const lettered = /^(\d+)([A-Z])$/.exec(mark);
  if (lettered) return Number(lettered[1]) + (lettered[2]!.charCodeAt(0) - 64) / 100;
  // "Bijlage A1", "Bijlage A2", then "Bijlage B1": the annexes of parts A and B, in order.
  const ofPart = /^([A-Z])(\d+)([A-Z]?)$/.exec(mark);
  if (ofPart) {
    const letter = ofPart[3] ? ofPart[3].charCodeAt(0) - 64 : 0;
    return ofPart[1]!.charCodeAt(0) - 64 + Number(ofPart[2]) / 100 + letter / 10_000;
  }
  if (/^[IVXLC]+$/.test(mark) && mark !== 'C' && mark !== 'L') {
    let total = 0;
    for (let i = 0; i < mark.length; i++) {
      const value = ROMAN[mark[i]!]!;
      const next = ROMAN[mark[i + 1] ?? ''] ?? 0;
      total += value < next ? -value : value;
    }
    return total;
  }
  return mark.charCodeAt(0) - 64;
}

/**
 * Annexes and protocols are numbered each in their own series, and so are the annexes of a cao's parts
 * ("Bijlage A1", "Bijlage B2") beside its own ("Bijlage 1").
 */
export function annexSeries(label: string): string {
  return `${label.split(/\s+/)[0]!}${/\s[A-Z]\d+[A-Z]?$/.test(label) ? ' part' : ''}`;
}

/**
 * Annex headings that open no annex. An entry of a contents list: the same annex heading comes again
 * far on, after chapters or articles of the main text (a contents list that the run of headings did
 * not catch). A mention: annexes follow in order, so an annex heading a few pages into an annex whose
 * number is not above that annex's is a reference in a table or a repeated header, not a new annex.
 */
export function findAnnexMentions(
  headings: ReadonlyArray<Heading | null>,
  pages: readonly number[],
): {
  entries: Set<number>;
  mentions: Set<number>;
} {
  const entries = new Set<number>();
  const mentions = new Set<number>();
  const series = annexSeries;
  // Annexes follow the main text: one named near the front, followed by chapters of the main text
  // before any other annex, is an entry of a contents list.
  const isMain = (h: Heading | null): boolean => h?.kind === 'article' || h?.kind === 'chapter';
  // The annexes listed together with it (the rest of the contents list) are passed over.
  const chaptersUntilNextAnnex = (i: number): number => {
    let count = 0;
    for (let j = i + 1; j < headings.length && (headings[j]?.kind !== 'bijlage' || count === 0); j++) {
      if (headings[j]?.kind === 'chapter') count++;
    }
    return count;
  };
  headings.forEach((heading, i) => {
    if (heading?.kind !== 'bijlage') return;
    if (headings.slice(0, i).filter(isMain).length < 5 && chaptersUntilNextAnnex(i) >= 2) {
      entries.add(i);
      return;
    }
    let chapters = 0;
    let articles = 0;
    const rank = annexRank(heading.label);
    for (let j = i + 1; j < headings.length; j++) {
      const later = headings[j];
      if (later?.kind === 'chapter') chapters++;
      if (later?.kind === 'article' || later?.kind === 'paragraph') articles++;
      // A later annex after text of its own: this annex was real, and the far repeat of its
      // heading is an annex of an annex ("Bijlage 1" inside a reglement), not its contents entry.
      if (
        later?.kind === 'bijlage' &&
        series(later.label) === series(heading.label) &&
        annexRank(later.label) > rank &&
        chapters + articles > 0
      )
        return;
      if (later?.kind === 'bijlage' && later.label === heading.label) {
        const far = pages[j]! - pages[i]! >= FAR_PAGES;
        if (far && (chapters >= 2 || articles >= 5)) entries.add(i);
        return;
      }
    }
  });
  let current = 0;
  let currentSeries = '';
  let currentPage = 0;
  headings.forEach((heading, i) => {
    if (heading?.kind !== 'bijlage' || entries.has(i)) return;
    const rank = annexRank(heading.label);
    const same = series(heading.label) === currentSeries;
    if (current > 0 && same && rank <= current && pages[i]! - currentPage <= NEAR_PAGES) mentions.add(i);
    else {
      current = rank;
      currentSeries = series(heading.label);
      currentPage = pages[i]!;
    }
  });
  return { entries, mentions };
}
