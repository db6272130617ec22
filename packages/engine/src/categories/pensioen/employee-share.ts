import { findPercentages } from '../../numbers';
import { titlesOf, type ExtractContext } from '../../extract/rules/context';
import type { Finding } from '../../extract/rules/finding';
import { splitSentences } from '../../extract/rules/sentences';

const FRACTIONS: Record<string, number> = {
  'een derde': 1 / 3,
  'twee derde': 2 / 3,
  'de helft': 1 / 2,
  'een kwart': 1 / 4,
  'drie kwart': 3 / 4,
};
const FRACTION = /\b(een\s+derde|twee\s+derde|de\s+helft|een\s+kwart|drie\s+kwart)\b/i;
/** Who bears the fraction: withheld from the worker's pay, or paid by the worker. */
const BORNE_BY_WORKER =
  /\binhouden\b|\bingehouden\b|\binhouding\b|voor\s+rekening\s+van\s+de\s+(?:werknemer|medewerker|uitzendkracht)|(?:werknemer|medewerker|uitzendkracht)\s+betaalt|betaalt\s+de\s+(?:werknemer|medewerker|uitzendkracht)/i;

/**
 * The worker's share stated as a fraction of a premium printed as a percentage just before it:
 * "De premie is 9% van de grondslag. De werkgever mag een derde daarvan op het loon inhouden." is 3%.
 * The premium must be the only percentage in the sentence or the one before, or the share is unclear.
 * The value is converted with the fraction (as_printed is the premium), and the note says so.
 */
export function findShareOfPremium(context: ExtractContext, title: RegExp): Finding | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role === 'example') continue;
    const titleHit = title.test(titlesOf(context, block));
    if (!titleHit && !/pensioen/i.test(block.text)) continue;
    const sentences = splitSentences(block.text);
    for (let i = 0; i < sentences.length; i++) {
      const sentence = sentences[i]!;
      const text = block.text.slice(sentence.start, sentence.end);
      const fraction = FRACTION.exec(text);
      if (!fraction || !/premie/i.test(text) || !BORNE_BY_WORKER.test(text)) continue;
      const own = findPercentages(text.slice(0, fraction.index)).map((q) => ({
        ...q,
        start: q.start + sentence.start,
        end: q.end + sentence.start,
      }));
      const previous = i > 0 ? sentences[i - 1]! : null;
      const earlier = previous
        ? findPercentages(block.text.slice(previous.start, previous.end)).map((q) => ({
            ...q,
            start: q.start + previous.start,
            end: q.end + previous.start,
          }))
        : [];
      // A percentage in the sentence before is the premium only when one of them says so:
      // "De premie bedraagt 9%. De werknemer betaalt de helft." or "... 9%. Van deze premie ...".
      const previousText = previous ? block.text.slice(previous.start, previous.end) : '';
      const refersBack = /premie/i.test(previousText) || /\b(?:deze|die)\s+premie\b|\bdaarvan\b/i.test(text);
      const premiums = own.length > 0 ? own : refersBack ? earlier : [];
      if (premiums.length !== 1 || findPercentages(text).length > own.length) continue;
      const premium = premiums[0]!;
      const words = fraction[1]!.toLowerCase().replace(/\s+/g, ' ');
      const factor = FRACTIONS[words]!;
      return {
        value: Math.round(premium.value * factor * 100) / 100,
        block,
        start: premium.start,
        end: premium.end,
        score: (titleHit ? 4 : 0) + 3,
        quote: { start: own.length > 0 ? sentence.start : previous!.start, end: sentence.end },
        conversion: { factor },
        normalisation: `${words[0]!.toUpperCase()}${words.slice(1)} van de premie van ${block.text.slice(premium.start, premium.end)}.`,
      };
    }
  }
  return null;
}
