// "min.loon", "WML": a column of a wage table whose amount is the legal minimum wage, printed
// without a figure.
const MINIMUM_WAGE_CELL = /(?<![\p{L}])(?:min(?:imum)?\.?\s?loon|WML|WMJL)(?![\p{L}])/giu;

/** Cells of a row that stand for the legal minimum wage instead of an amount. */
export function minimumWageCells(text: string): number {
  return [...text.matchAll(MINIMUM_WAGE_CELL)].length;
}
