import { isBulletLine, matchLidMarker, matchSubMarker } from './lines';
import type { StructureLine } from './types';

/**
 * A table's header printed above its rows ("Functiegroep Per uur Per week Per periode van 4 weken",
 * "Tijdvak Maandag t/m vrijdag Zaterdag Zon- en feestdagen"): a short unpunctuated line that opens a
 * paragraph and is followed by a table row of the same unit is a header row, not running text.
 */
export function markHeaderRows(lines: StructureLine[]): void {
  for (let i = 1; i < lines.length - 1; i++) {
    const line = lines[i]!;
    const previous = lines[i - 1]!;
    const next = lines[i + 1]!;
    if (line.kind !== 'body' || next.kind !== 'row' || next.unit !== line.unit) continue;
    const opens = previous.kind !== 'body' || /[.:;]$/.test(previous.text);
    const words = line.text.match(/\p{L}{2,}/gu)?.length ?? 0;
    if (
      opens &&
      words >= 2 &&
      words <= 14 &&
      line.text.length <= 100 &&
      !/[.:;,!?]$/.test(line.text) &&
      !matchLidMarker(line.text) &&
      !matchSubMarker(line.text) &&
      !isBulletLine(line.text)
    ) {
      line.kind = 'row';
    }
  }
}
