import { readFileSync } from 'node:fs';

/** The fictional test corpus in the repository (packages/engine/corpus, see its README). */
export const CORPUS_URL = new URL('../../../corpus/', import.meta.url);

export function readCorpusFile(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, CORPUS_URL)));
}

export interface GoldElement {
  value: unknown;
  pages?: number[];
  as_printed?: string | null;
  quote?: string | null;
  table_row?: string;
}

export interface Gold {
  document: string;
  page_count: number;
  values: Record<string, Record<string, GoldElement>>;
}

export function readGold(name: string): Gold {
  return JSON.parse(new TextDecoder().decode(readCorpusFile(name))) as Gold;
}

/** Gold elements with a printed value and cited pages, keyed "category.element". */
type CitedElement = GoldElement & { as_printed: string; pages: number[] };

export function listCitedElements(gold: Gold): Array<[string, CitedElement]> {
  return Object.entries(gold.values).flatMap(([category, elements]) =>
    Object.entries(elements).flatMap(([key, element]) =>
      element.as_printed && element.pages?.length
        ? [[`${category}.${key}`, element as CitedElement] as [string, CitedElement]]
        : [],
    ),
  );
}

/**
 * Whether `needle` stands on a page whose lines are given. A value may run over a line break, so
 * lines are joined with a space, or with nothing after a hyphen ("Non-" + "Food"), as printed.
 */
export function standsOnPage(lines: string[], needle: string): boolean {
  const target = needle.normalize('NFKC').replace(/\s+/g, ' ').trim();
  const spaced = lines.join(' ');
  const hyphenJoined = lines.join('\n').replace(/-\n/g, '-').replace(/\n/g, ' ');
  return spaced.includes(target) || hyphenJoined.includes(target);
}
