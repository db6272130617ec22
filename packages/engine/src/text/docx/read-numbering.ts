import { readAttribute } from './decode-xml.ts';

interface Level {
  start: number;
  format: string;
  text: string;
  /** What follows the number: a tab or space prints as one space, "nothing" as nothing. */
  suffix: string;
}

/** Numbers Word draws in front of list paragraphs and numbered headings ("4.2", "a.", "Artikel 7"). */
export interface Numbering {
  /** The label of the next paragraph in list `numId` at level `ilvl`, counting it. */
  next(numId: string, ilvl: number): string;
}

/**
 * Reads word/numbering.xml. Counters are kept per list (w:num) and level; a higher level resets
 * the deeper ones. Bullets print nothing: the text after them is what matters.
 */
export function readNumbering(xml: string | undefined): Numbering {
  const abstracts = new Map<string, Map<number, Level>>();
  const lists = new Map<string, { abstractId: string; starts: Map<number, number> }>();
  if (xml) {
    for (const match of xml.matchAll(/<w:abstractNum\b([^>]*)>([\s\S]*?)<\/w:abstractNum>/g)) {
      const id = readAttribute(match[1] ?? '', 'w:abstractNumId');
      if (id !== null) abstracts.set(id, readLevels(match[2] ?? ''));
    }
    for (const match of xml.matchAll(/<w:num\b([^>]*)>([\s\S]*?)<\/w:num>/g)) {
      const id = readAttribute(match[1] ?? '', 'w:numId');
      const abstractId = /<w:abstractNumId w:val="([^"]*)"/.exec(match[2] ?? '')?.[1];
      if (id === null || abstractId === undefined) continue;
      const starts = new Map<number, number>();
      for (const override of (match[2] ?? '').matchAll(
        /<w:lvlOverride w:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvlOverride>/g,
      )) {
        const start = /<w:startOverride w:val="(\d+)"/.exec(override[2] ?? '')?.[1];
        if (start) starts.set(Number(override[1]), Number(start));
      }
      lists.set(id, { abstractId, starts });
    }
  }
  const counters = new Map<string, number[]>();
  return {
    next(numId, ilvl) {
      const list = lists.get(numId);
      const levels = list && abstracts.get(list.abstractId);
      const level = levels?.get(ilvl);
      if (!list || !levels || !level) return '';
      const startOf = (l: number) => list.starts.get(l) ?? levels.get(l)?.start ?? 1;
      const counts = counters.get(numId) ?? [];
      counters.set(numId, counts);
      counts[ilvl] = counts[ilvl] === undefined ? startOf(ilvl) : counts[ilvl] + 1;
      counts.length = ilvl + 1; // deeper levels start again
      if (level.format === 'bullet' || level.format === 'none') return '';
      const label = level.text.replace(/%(\d)/g, (_, n: string) => {
        const l = Number(n) - 1;
        return formatNumber(counts[l] ?? startOf(l), levels.get(l)?.format ?? 'decimal');
      });
      return label && level.suffix !== 'nothing' ? `${label} ` : label;
    },
  };
}

function readLevels(xml: string): Map<number, Level> {
  const levels = new Map<number, Level>();
  for (const match of xml.matchAll(/<w:lvl w:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvl>/g)) {
    const body = match[2] ?? '';
    levels.set(Number(match[1]), {
      start: Number(/<w:start w:val="(\d+)"/.exec(body)?.[1] ?? 1),
      format: /<w:numFmt w:val="(\w+)"/.exec(body)?.[1] ?? 'decimal',
      text: readAttribute(/<w:lvlText\b([^>]*)\/>/.exec(body)?.[1] ?? '', 'w:val') ?? '',
      suffix: /<w:suff w:val="(\w+)"/.exec(body)?.[1] ?? 'tab',
    });
  }
  return levels;
}

const ROMAN: Array<[number, string]> = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

export function formatNumber(n: number, format: string): string {
  switch (format) {
    case 'lowerLetter':
    case 'upperLetter': {
      // Word repeats the letter after z: 27 → "aa".
      const letter = String.fromCharCode(97 + ((n - 1) % 26)).repeat(Math.floor((n - 1) / 26) + 1);
      return format === 'upperLetter' ? letter.toUpperCase() : letter;
    }
    case 'lowerRoman':
    case 'upperRoman': {
      let rest = n;
      let roman = '';
      for (const [value, digits] of ROMAN) for (; rest >= value; rest -= value) roman += digits;
      return format === 'upperRoman' ? roman.toUpperCase() : roman;
    }
    case 'decimalZero':
      return String(n).padStart(2, '0');
    default:
      return String(n);
  }
}
