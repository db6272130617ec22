import { findPercentages, type Quantity } from '../../numbers';
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
// "een derde", "1/3", "voor 40% van de premie": a part of the premium, in words, as a fraction or in percent.
const FRACTION =
  /\b(een\s+derde|twee\s+derde|de\s+helft|een\s+kwart|drie\s+kwart)\b|(?<![\d.,/])([1-4])\s?\/\s?([2-5])(?![\d/])|(?<![\d.,])(\d{1,2}(?:,\d{1,2})?)\s?%(?=\s+van\s+de\s+(?:totale\s+)?(?:pensioen)?premie\b)/gi;
/** Who bears the fraction: withheld from the worker's pay, or paid by the worker. */
const BORNE_BY_WORKER =
  /\binhouden\b|\bingehouden\b|\binhouding\b|\bhoudt\b[^.;]{0,60}?\bin\s+op\s+(?:het|zijn|haar)\s+(?:loon|salaris)|voor\s+rekening\s+van\s+de\s+(?:werknemer|medewerker|uitzendkracht)|(?:werknemer|medewerker|uitzendkracht)\s+betaalt|betaalt\s+de\s+(?:werknemer|medewerker|uitzendkracht)|\bwerknemers(?:deel|bijdrage)\b/i;
/** "voor 1/3 door de werknemer", "… voor rekening van de werkgever": who bears the part printed before it. */
const BEARER_AFTER =
  /^[^.;%]{0,25}?\b(?:door|voor\s+rekening\s+van)\s+de\s+(werknemer|medewerker|deelnemer|uitzendkracht|werkgever)/i;

interface PremiumPart {
  factor: number;
  words: string;
  start: number;
  end: number;
}

/** The part of the premium the worker bears, of those printed in a sentence (null when unclear). */
function workerPart(text: string): PremiumPart | null {
  const parts: Array<PremiumPart & { bearer: string | null }> = [];
  for (const match of text.matchAll(FRACTION)) {
    const [printed, words, numerator, denominator, percent] = match;
    const factor = words
      ? FRACTIONS[words.toLowerCase().replace(/\s+/g, ' ')]!
      : numerator
        ? Number(numerator) / Number(denominator)
        : Number(percent!.replace(',', '.')) / 100;
    if (factor >= 1) continue;
    const bearer = BEARER_AFTER.exec(text.slice(match.index + printed.length))?.[1]?.toLowerCase() ?? null;
    parts.push({ factor, words: printed, start: match.index, end: match.index + printed.length, bearer });
  }
  const named = parts.filter((part) => part.bearer !== null);
  if (named.length > 0) return named.find((part) => part.bearer !== 'werkgever') ?? null;
  return parts.length === 1 && BORNE_BY_WORKER.test(text) ? parts[0]! : null;
}

/**
 * The worker's share stated as a part of a premium printed as a percentage near it: "De premie is 9%
 * van de grondslag. De werkgever mag een derde daarvan op het loon inhouden." is 3%; "De premie van 24%
 * wordt voor 2/3 door de werkgever en voor 1/3 door de werknemer betaald." is 8%; "Het werknemersdeel is
 * 40% van de totale premie van 20%" is 8%. The premium must be the only other percentage in the sentence,
 * or the one before or after that names the premium, or the share is unclear. The value is converted with
 * the fraction (as_printed is the premium), and the note says so.
 */
export function findShareOfPremium(context: ExtractContext, title: RegExp): Finding | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role === 'example') continue;
    const titleHit = title.test(titlesOf(context, block));
    if (!titleHit && !/pensioen/i.test(block.text)) continue;
    const sentences = splitSentences(block.text);
    const textOf = (at: number): string =>
      sentences[at] ? block.text.slice(sentences[at].start, sentences[at].end) : '';
    const percentagesOf = (at: number): Quantity[] =>
      findPercentages(textOf(at)).map((q) => ({
        ...q,
        start: q.start + sentences[at]!.start,
        end: q.end + sentences[at]!.start,
      }));
    for (let i = 0; i < sentences.length; i++) {
      const sentence = sentences[i]!;
      const text = textOf(i);
      const part = workerPart(text);
      if (!part) continue;
      // "De premie is 9%. De werkgever mag een derde daarvan inhouden.": "daarvan" names the premium before.
      const previousText = textOf(i - 1);
      const nextText = textOf(i + 1);
      const namesPremium =
        /premie/i.test(text) ||
        (/\bdaarvan\b/i.test(text) && /premie/i.test(previousText)) ||
        /^\s*(?:de\s+)?(?:totale\s+)?(?:pensioen)?premie\b/i.test(nextText);
      if (!namesPremium) continue;
      // After the part only the premium it is a part of: "40% van de totale premie van 20%".
      const own = percentagesOf(i).filter(
        (q) =>
          q.end <= sentence.start + part.start ||
          (q.start >= sentence.start + part.end &&
            /premie\s+van\s+$/i.test(block.text.slice(Math.max(0, q.start - 20), q.start))),
      );
      // A percentage in the sentence before is the premium only when one of them says so:
      // "De premie bedraagt 9%. De werknemer betaalt de helft." or "... 9%. Van deze premie ...";
      // one in the sentence after only when it opens with the premium ("De totale premie bedraagt 24%").
      const refersBack = /premie/i.test(previousText) || /\b(?:deze|die)\s+premie\b|\bdaarvan\b/i.test(text);
      const [premiums, quoteFrom, quoteTo] =
        own.length > 0
          ? [own, i, i]
          : refersBack && i > 0
            ? [percentagesOf(i - 1), i - 1, i]
            : [percentagesOf(i + 1), i, i + 1];
      if (premiums.length !== 1 || !sentences[quoteTo]) continue;
      const premium = premiums[0]!;
      return {
        value: Math.round(premium.value * part.factor * 100) / 100,
        block,
        start: premium.start,
        end: premium.end,
        score: (titleHit ? 4 : 0) + 3,
        quote: { start: sentences[quoteFrom]!.start, end: sentences[quoteTo].end },
        conversion: { factor: part.factor },
        normalisation: `${part.words[0]!.toUpperCase()}${part.words.slice(1)} van de premie van ${block.text.slice(premium.start, premium.end)}.`,
      };
    }
  }
  return null;
}

/** The worker's part named as such: "het aandeel van de deelnemers", "het werknemersdeel". */
const WORKER_PART =
  /\b(?:aandeel|deel|bijdrage)\s+van\s+de\s+(?:werknemer|medewerker|deelnemer)s?\b|\bwerknemers(?:deel|bijdrage)\b/i;
/** "1/3 deel van de totale pensioenpremie", "2/5 van de premie": a fraction of the whole premium. */
const FRACTION_OF_PREMIUM =
  /(?<![\d.,/])([1-4])\s?\/\s?([2-5])(?:\s+deel)?\s+van\s+de\s+(?:[^.;]{0,60}?\s)?(?:pensioen)?premie\b/i;

/**
 * The worker's share printed as a fraction of the premium itself, without a premium percentage:
 * "Het aandeel van de deelnemers bedraagt 1/3 deel van de totale pensioenpremie" is 33.33% of the
 * premium. The value is the share in percent; as_printed is the fraction.
 */
export function findFractionOfPremium(context: ExtractContext, title: RegExp): Finding | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role === 'example') continue;
    const titleHit = title.test(titlesOf(context, block));
    if (!titleHit && !/pensioen/i.test(block.text)) continue;
    for (const sentence of splitSentences(block.text)) {
      const text = block.text.slice(sentence.start, sentence.end);
      const match = FRACTION_OF_PREMIUM.exec(text);
      if (!match || !WORKER_PART.test(text.slice(0, match.index)) || findPercentages(text).length > 0)
        continue;
      const numerator = Number(match[1]);
      const denominator = Number(match[2]);
      if (numerator >= denominator) continue;
      const printed = match[0].slice(0, match[0].search(/\s+van\s/));
      const start = sentence.start + match.index;
      return {
        value: Math.round((numerator / denominator) * 10000) / 100,
        block,
        start,
        end: start + printed.length,
        score: (titleHit ? 4 : 0) + 3,
        conversion: { factor: Math.round((100 / denominator) * 10000) / 10000, round: 2 },
        normalisation: `${numerator}/${denominator} van de totale premie, uitgedrukt als percentage van de premie (geen percentage van het salaris).`,
      };
    }
  }
  return null;
}

/** A lead-in naming the worker's part and ending in a colon: "Het werknemersdeel bedraagt:". */
const WORKER_PART_LEAD_IN =
  /\b(?:werknemers(?:deel|bijdrage|premie)|eigen\s+bijdrage|(?:aandeel|deel|bijdrage)\s+van\s+de\s+(?:werknemer|medewerker|deelnemer)s?)\b[^.;:]*:\s*$/i;

/**
 * The worker's share listed under a lead-in that names it: "Het werknemersdeel bedraagt:" over items per
 * scheme or per date ("- vanaf 1 maart 2031 8,4%"). The first percentage below it, within the article and
 * a few lines, is the share (the first in the term); one said to be the employer's is skipped.
 */
export function findListedShare(context: ExtractContext, title: RegExp): Finding | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    if (!WORKER_PART_LEAD_IN.test(block.text) || findPercentages(block.text).length > 0) continue;
    const titleHit = title.test(titlesOf(context, block));
    if (!titleHit && !/pensioen/i.test(block.text)) continue;
    for (let i = block.index + 1; i < context.blocks.length && i <= block.index + 6; i++) {
      const item = context.blocks[i]!;
      if (item.unit !== block.unit || item.kind === 'heading' || item.kind === 'caption') break;
      const share = findPercentages(item.text)[0];
      if (!share) continue;
      if (/werkgever/i.test(item.text.slice(0, share.start))) break;
      return {
        value: share.value,
        block: item,
        start: share.start,
        end: share.end,
        score: (titleHit ? 4 : 0) + 2,
        pageTopic: /pensioen|pension|premie|werknemersdeel/i,
      };
    }
  }
  return null;
}
