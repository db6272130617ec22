/**
 * Which pieces of a page hold the printed text: the pieces are pdf.js text-layer spans or a text
 * page's lines. Compared without spaces and case, because a PDF splits and spaces text its own way.
 * Returns the indexes of every piece that holds part of the first match; none when it is not there.
 */
export function findHighlightedPieces(
  pieces: readonly string[],
  printed: string | null | undefined,
): number[] {
  const needle = squash(printed ?? '');
  if (needle.length === 0) return [];
  let text = '';
  const owner: number[] = [];
  pieces.forEach((piece, index) => {
    for (const char of squash(piece)) {
      text += char;
      owner.push(index);
    }
  });
  const start = text.indexOf(needle);
  if (start < 0) return [];
  return [...new Set(owner.slice(start, start + needle.length))];
}

function squash(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}
