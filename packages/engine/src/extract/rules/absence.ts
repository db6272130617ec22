import type { ExtractContext } from './context';
import type { Finding } from './finding';
import { splitSentences } from './sentences';

/**
 * A sentence saying the cao does not have something ("Deze cao kent geen afzonderlijke toeslag voor
 * onregelmatige uren"): cited as the reason for a null value. `subject` names the thing.
 */
const compiled = new Map<string, RegExp>();

export function findAbsence(context: ExtractContext, subject: RegExp, note: string): Finding | null {
  let absent = compiled.get(subject.source);
  if (!absent) {
    absent = new RegExp(
      `\\b(?:kent|kennen|bevat|geldt|gelden|bestaat|is|zijn)\\s+(?:er\\s+)?geen\\b[^.;]{0,40}(?:${subject.source})|\\bgeen\\s+(?:afzonderlijke\\s+|aparte\\s+)?(?:${subject.source})[^.;]{0,20}\\b(?:van toepassing|verschuldigd|geregeld)`,
      'iu',
    );
    compiled.set(subject.source, absent);
  }
  for (const block of context.blocks) {
    if (block.role !== 'normative' || block.kind !== 'prose') continue;
    const match = absent.exec(block.text);
    if (!match) continue;
    const sentence = splitSentences(block.text).find((s) => match.index < s.end)!;
    let end = block.text.indexOf(';', match.index);
    if (end < 0 || end > sentence.end) end = sentence.end;
    return { value: null, block, start: sentence.start, end, score: 1, note };
  }
  return null;
}
