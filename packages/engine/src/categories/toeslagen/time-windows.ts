/**
 * Time windows in Dutch cao text ("tussen 19.00 en 24.00", "18.00 – 22.00 uur", "na 20.00 uur") and
 * whether a window is evening or night.
 */
/** Evening or night: what an irregular-hours surcharge is for. */
export type IrregularKind = 'avond' | 'nacht';

export interface Window {
  start: number;
  end: number | null;
}

function hour(text: string): number {
  return Number(text.split(/[.:]/)[0]);
}

/** The last time window named in the text: "tussen 19.00 en 24.00", "18.00 – 22.00", "na 20.00 uur" (or "ná"). */
export function windowIn(text: string): Window | null {
  let last: { at: number; window: Window } | null = null;
  const consider = (at: number, window: Window): void => {
    if (!last || at >= last.at) last = { at, window };
  };
  for (const m of text.matchAll(
    /(\d{1,2}[.:]\d{2})\s*(?:uur\s*)?(?:tot|en|–|-|t\/m)\s*(\d{1,2}[.:]\d{2})/g,
  )) {
    consider(m.index, { start: hour(m[1]!), end: hour(m[2]!) });
  }
  for (const m of text.matchAll(/\b(?:na|ná|vanaf|after)\s+(\d{1,2}[.:]\d{2})/gi))
    consider(m.index, { start: hour(m[1]!), end: null });
  for (const m of text.matchAll(/\b(?:voor|vóór|before)\s+(\d{1,2}[.:]\d{2})/gi))
    consider(m.index, { start: 0, end: hour(m[1]!) });
  return (last as { at: number; window: Window } | null)?.window ?? null;
}

export function kindOfWindow(window: Window): IrregularKind | null {
  const { start, end } = window;
  if (start >= 22 || start < 5) return 'nacht';
  if (start >= 16 && start < 22) return end !== null && end <= 8 ? 'nacht' : 'avond';
  return null;
}

/** Every window named in the text, left to right: the columns of a table header. */
export function windowsInOrder(text: string): Window[] {
  return [...text.matchAll(/(\d{1,2}[.:]\d{2})\s*(?:uur\s*)?(?:tot|–|-|t\/m)\s*(\d{1,2}[.:]\d{2})/g)].map(
    (m) => ({
      start: hour(m[1]!),
      end: hour(m[2]!),
    }),
  );
}

/**
 * Windows of a header printed over two lines: the starts with a dash ("00.00- 06.00- 18.00-") above the
 * ends ("06.00 uur 18.00 uur 24.00 uur"), paired column by column when their counts agree.
 */
export function splitWindows(startsLine: string, endsLine: string): Window[] {
  const starts = [...startsLine.matchAll(/(\d{1,2}[.:]\d{2})\s*[-–]/g)].map((m) => hour(m[1]!));
  if (starts.length !== [...startsLine.matchAll(/\d{1,2}[.:]\d{2}/g)].length) return [];
  const ends = [...endsLine.matchAll(/(\d{1,2}[.:]\d{2})/g)].map((m) => hour(m[1]!));
  if (starts.length < 2 || starts.length !== ends.length) return [];
  return starts.map((start, i) => ({ start, end: ends[i]! }));
}

/** Evening and night both, for a window that runs from the evening past midnight (18.00 tot 07.00). */
export function kindsOfWindow(window: Window): IrregularKind[] {
  const { start, end } = window;
  if (start >= 16 && start < 22 && end !== null && end <= 8) return ['avond', 'nacht'];
  const kind = kindOfWindow(window);
  return kind ? [kind] : [];
}

/** "Voor uren gewerkt tussen 00.00 en 06.00 uur ontvangt de werknemer een toeslag": a time window is the topic. */
export const WINDOW_SURCHARGE =
  /\b(?:tussen|van)\s+\d{1,2}[.:]\d{2}\s*(?:uur\s*)?(?:en|tot|–|-)\s*\d{1,2}[.:]\d{2}[^.;]{0,80}\btoeslag|\btoeslag[^.;]{0,80}\b(?:tussen|na|vanaf)\s+\d{1,2}[.:]\d{2}/i;
