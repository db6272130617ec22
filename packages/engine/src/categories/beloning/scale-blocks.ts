import type { Block } from '../../structure';

/**
 * Scales printed side by side: a care cao prints two scales next to each other ("FWG 15 … FWG 20"
 * over "Maandsalaris Periodesalaris Uurloon" twice), and the next pair below them under the same
 * title. The labels over such a table tell how many scales it holds, and the pairs form one table.
 */
export interface ScaleLabel {
  block: Block;
  start: number;
  end: number;
  text: string;
  /** The label's word in lower case ("fwg", "schaal"): pairs of one table share it. */
  word: string;
}

// "FWG 15", "Schaal 3", "Functiegroep B", "Niveau IV": a scale word or an acronym, then its number.
const LABEL =
  /(?<![\p{L}\d])([A-Z]{2,5}|(?:[Ss]alaris|[Ll]oon|[Ff]unctie)?(?:[Ss]chaal|[Gg]roep)|[Nn]iveau|[Kk]lasse)\.?\s+(\d{1,3}|[A-Z]|[IVX]{1,5})(?![\p{L}\d])/gu;

/** The labels of `count` scales side by side in a header block: one word printed exactly `count` times. */
export function scaleLabelsIn(block: Block, count: number): ScaleLabel[] {
  const byWord = new Map<string, ScaleLabel[]>();
  for (const match of block.text.matchAll(LABEL)) {
    const word = match[1]!.toLowerCase();
    const labels = byWord.get(word) ?? [];
    labels.push({ block, start: match.index, end: match.index + match[0].length, text: match[0], word });
    byWord.set(word, labels);
  }
  for (const labels of byWord.values()) if (labels.length === count) return labels;
  return [];
}
