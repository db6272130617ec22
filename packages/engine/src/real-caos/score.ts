/**
 * The corpus scorer (packages/engine/corpus/score.mjs, README "Scoren van een extractie") with
 * types, in the shape the real-cao suite and the benchmarks use. The rules themselves stand only
 * in score.mjs: the corpus test, `pnpm bench:extract` and the real-cao suite all score with them.
 */
import {
  normArticle,
  scoreRows,
  valueCorrect,
  type ExtractedElement,
  type Gold,
  type GoldElement,
} from '../../corpus/score.mjs';

export type { ExtractedElement, Gold, GoldElement };
export { normArticle };

export interface ScoreRow {
  category: string;
  element: string;
  gold: GoldElement['value'];
  got: unknown;
  valueOk: boolean;
  articleOk: boolean;
  correct: boolean;
  /** null when the gold has no value or no pages. */
  pageOk: boolean | null;
}

/** Value right: numbers within 0.5 %, dates exact, text equal or holding every keyword, null for null. */
export const isValueCorrect: (gold: GoldElement, got: unknown) => boolean = valueCorrect;

export function scoreExtraction(
  gold: Gold,
  values: Record<string, Record<string, ExtractedElement>>,
): ScoreRow[] {
  return scoreRows(gold, { values }).map((row) => ({
    category: row.cat,
    element: row.el,
    gold: row.gold,
    got: row.got,
    valueOk: row.value_ok,
    articleOk: row.article_ok,
    correct: row.correct,
    pageOk: row.page_ok,
  }));
}

export interface ScoreTally {
  elements: number;
  /** Value and article right. */
  correct: number;
  /** Elements the gold gives a value (the cao regulates them) … */
  regulated: number;
  /** … and of those, value and article right. */
  regulatedCorrect: number;
  /** Elements with gold pages, and of those the ones cited on gold pages only. */
  pageRows: number;
  pagesOk: number;
}

/** The counts every benchmark table and regression test reports. */
export function tallyScore(rows: ScoreRow[]): ScoreTally {
  const regulated = rows.filter((row) => row.gold !== null);
  const pageRows = rows.filter((row) => row.pageOk !== null);
  return {
    elements: rows.length,
    correct: rows.filter((row) => row.correct).length,
    regulated: regulated.length,
    regulatedCorrect: regulated.filter((row) => row.correct).length,
    pageRows: pageRows.length,
    pagesOk: pageRows.filter((row) => row.pageOk).length,
  };
}
