/** Short constructors for content blocks, so a document file reads like the cao it is. */
import type { Align, Block } from './model';

export const ch = (text: string, newPage?: boolean): Block => ({
  t: 'chapter',
  text,
  ...(newPage === undefined ? {} : { newPage }),
});
export const h = (text: string): Block => ({ t: 'h', text });
export const p = (text: string, extra: { lead?: string; fn?: string; italic?: boolean } = {}): Block => ({
  t: 'p',
  text,
  ...extra,
});
export const li = (
  n: string,
  text: string,
  level: 1 | 2 = 1,
  extra: { lead?: string; fn?: string } = {},
): Block => ({
  t: 'li',
  n,
  text,
  level,
  ...extra,
});
export const pageBreak: Block = { t: 'break' };

/** Lids numbered with a pattern: `num(i)` gives the printed number ("1.", "(2)", "3.1"). */
export function lids(
  texts: string[],
  num: (i: number) => string = (i) => `${i}.`,
  level: 1 | 2 = 1,
): Block[] {
  return texts.map((text, i) => li(num(i + 1), text, level));
}

/** Sub-items a., b., c. (or another pattern). */
export function items(
  texts: string[],
  num: (i: number) => string = (i) => `${String.fromCharCode(96 + i)}.`,
): Block[] {
  return lids(texts, num, 2);
}

export const paras = (texts: string[]): Block[] => texts.map((text) => p(text));

export function table(
  widths: number[],
  head: string[][] | undefined,
  rows: string[][],
  align?: Align[],
  caption?: string,
): Block {
  return {
    t: 'table',
    widths,
    rows,
    ...(head ? { head } : {}),
    ...(align ? { align } : {}),
    ...(caption ? { caption } : {}),
  };
}
