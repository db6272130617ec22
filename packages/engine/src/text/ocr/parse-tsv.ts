/** One word tesseract recognised, with its box in image pixels (y grows downwards). */
export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** 0..100 */
  confidence: number;
  /** block.paragraph.line: the words tesseract itself put on one line. */
  lineKey: string;
}

/** A line tesseract found: its box (from the level-4 row) and its words, left to right. */
export interface OcrLine {
  left: number;
  right: number;
  top: number;
  bottom: number;
  words: OcrWord[];
}

const WORD_LEVEL = '5';
const LINE_LEVEL = '4';

/**
 * Reads tesseract's TSV output (level, page, block, paragraph, line, word, left, top, width,
 * height, confidence, text). Lines keep tesseract's own box; empty words (image specks) are dropped.
 */
export function parseTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine>();
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12) continue;
    const [level, , block, paragraph, line, , left, top, width, height, confidence] = cells;
    const key = `${block}.${paragraph}.${line}`;
    const box = { left: Number(left), top: Number(top), width: Number(width), height: Number(height) };
    if (!Number.isFinite(box.top) || !Number.isFinite(box.height)) continue;
    if (level === LINE_LEVEL) {
      const right = box.left + box.width;
      lines.set(key, { left: box.left, right, top: box.top, bottom: box.top + box.height, words: [] });
    } else if (level === WORD_LEVEL) {
      const text = cells.slice(11).join('\t').trim();
      if (!text) continue;
      const owner = lines.get(key);
      if (!owner) continue;
      owner.words.push({ text, ...box, confidence: Number(confidence), lineKey: key });
    }
  }
  return [...lines.values()].filter((line) => line.words.length > 0);
}
