/** Shapes of single lines: numbered paragraphs, list items, table rows, captions. */

// "lid 2" opens a lid only before a capital: a wrapped reference reads "lid 2 van dit artikel".
const LID_MARKER = /^(?:(\d{1,2})[.)]|\((\d{1,2})\)|[Ll]id\s+(\d{1,2})[.:]?(?=\s+[\p{Lu}(„"]))\s+\S/u;
const SUB_MARKER = /^(?:\(?([a-z])[.)]|sub\s+([a-z])[.:)]?)\s+\S/;

/** "1. De werknemer ..." / "2) ..." / "(3) ..." / "lid 4 De ..." → "1" / "2" / "3" / "4". */
export function matchLidMarker(line: string): string | null {
  const match = LID_MARKER.exec(line);
  return match ? (match[1] ?? match[2] ?? match[3])! : null;
}

/** "a. bij zijn eigen huwelijk ..." / "b) ..." / "(c) ..." / "sub d ..." → the letter. */
export function matchSubMarker(line: string): string | null {
  const match = SUB_MARKER.exec(line);
  return match ? (match[1] ?? match[2])! : null;
}

/** Bullets: "– maandag tot en met vrijdag: 25%", "- ...", "• ...". */
export function isBulletLine(line: string): boolean {
  return /^[–—•\-*·▪]\s+\S/.test(line);
}

/** A worked example opens: "Voorbeeld:", "Rekenvoorbeeld 2", also after a bullet or asterisk ("* Voorbeeld"). */
export const EXAMPLE_OPENER =
  /^(?:[–—•\-*·▪]\s*)?(?:Voorbeeld|VOORBEELD|Rekenvoorbeeld|REKENVOORBEELD|Voorbeeldberekening)\b/;

/** Lines that open a new paragraph of their own even without a number ("Vraag 3.", "Voorbeeld 2 –"). */
export function isParagraphOpener(line: string): boolean {
  return /^(?:Vraag\s+\d+|Toelichting[.:])/.test(line) || EXAMPLE_OPENER.test(line);
}

export function isCaptionLine(line: string): boolean {
  if (
    /^(?:Tabel|TABEL|Table|Overzicht)\s+[\dIVXLC][\w.-]*\s/.test(line) ||
    /^(?:Tabel|TABEL)\s*:/.test(line)
  ) {
    return true;
  }
  // "Tabel maandlonen per 1 januari 2025": a short title line, not a sentence.
  return /^(?:Tabel|TABEL)\s+\p{L}/u.test(line) && line.length <= 120 && !/[.;]$/.test(line);
}

const NUMERIC_CELL =
  /(?:€\s?)?(?<![\d.,])(?:\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)(?![\d,])\s?%?|\d{1,2}[.:]\d{2}\s?[–-]\s?\d{1,2}[.:]\d{2}/g;

/** Number of numeric cells (amounts, percentages, numbers, time ranges) on the line. */
export function countNumericCells(line: string): number {
  return line.match(NUMERIC_CELL)?.length ?? 0;
}

function countWords(line: string): number {
  return line.match(/\p{L}{3,}/gu)?.length ?? 0;
}

/**
 * A table row kept on one line: several numeric cells and few words ("A € 2.448,60 € 73,46 4 € 2.742,44",
 * "18.00 – 22.00 uur 20% 50% 100%"), or, right after a caption/row/colon line, a short line ending in a
 * value ("Zaterdag 50%").
 */
export function isTableRow(line: string, previousIsTabular: boolean, continuesSentence = false): boolean {
  // Every kind of row has a numeric cell: most lines of running text leave here.
  if (!/\d/.test(line)) return false;
  if (matchLidMarker(line) || matchSubMarker(line) || isBulletLine(line) || isParagraphOpener(line))
    return false;
  if (/[.;:,?!]$/.test(line) || /\p{Ll}[.?!]\s+[\p{Lu}(]/u.test(line)) return false;
  const cells = countNumericCells(line);
  const words = countWords(line);
  if (continuesSentence) return cells >= 3 && words <= 3;
  if (/^\d{1,2}(?:\.\d{1,2}){1,2}\.?\s+\p{Lu}\p{Ll}/u.test(line)) return false;
  if (cells >= 2 && words <= 8 && cells * 2 >= words) return true;
  const endsInValue = /(?:\d%|\d\s?%|€\s?[\d.,]+|\d,\d{2})$/.test(line);
  return previousIsTabular && cells >= 1 && endsInValue && line.length <= 70;
}
