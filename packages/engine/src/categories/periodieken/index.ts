import { findPercentages } from '../../numbers';
import { defineCategory, MORE_PAY, NO_VERDICT } from '../define-category';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { bestHit, fromHit, phraseFinding } from '../../extract/rules/findings';
import { titlesOf, type ExtractContext } from '../../extract/rules/context';
import type { Block } from '../../structure';
import { scanValues } from '../../extract/rules/search';
import { splitSentences } from '../../extract/rules/sentences';

/** Periodieken: yearly steps within a scale, also "treden", "functiejaren", "ervaringsjaren". */
// A yearly raise in the scale by appraisal instead of fixed steps: "Individuele (loons)verhoging".
const INDIVIDUAL_RAISE = String.raw`individuele\s+(?:[a-z]+\s+)?(?:loons|salaris)?verhoging`;
const TITLE = new RegExp(
  String.raw`periodiek|\btreden|\btrede|functiejaren|ervaringsjaren|dienstjaren|salarisgroei|loongroei|schaalverhoging|${INDIVIDUAL_RAISE}`,
  'i',
);
// "jaarlijks verhoogd met 3% tot het maximum van de schaal": a yearly step up to the scale's end.
// "periodiek onderhoud", "periodiek overleg": the adjective (recurring), not a step in the scale.
const ADJECTIVE = String.raw`(?!\s+(?:[\p{L}-]*(?:onderhoud|overleg|onderzoek|reiniging|schoonmaak|keuring|controle|gesprek|contact|verslag|rapportage)))`;
const TOPIC = new RegExp(
  String.raw`periodiek${ADJECTIVE}|\btrede|functieja(?:ar|ren)|ervaringsja(?:ar|ren)|dienstja(?:ar|ren)|verhoging\s+van\s+[^.;]{0,30}\s+van\s+het\s+minimum|tot\s+(?:het\s+)?maximum\s+van\s+de\s+(?:salaris|loon)?schaal|${INDIVIDUAL_RAISE}`,
  'iu',
);
const MONTH = '(?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)';
const MOMENT = new RegExp(
  String.raw`(?:(?:jaarlijks|elk\s+jaar|ieder\s+jaar|eenmaal\s+per\s+jaar)\s+)?(?:per|op|met\s+ingang\s+van)\s+(?:\d{1,2}\s+${MONTH}(?!\s+\d{4})|de\s+(?:eerste|1ste|1e)\s+(?:dag\s+)?van\s+de\s+(?:(?:kalender)?maand|betaalperiode|betalingsperiode|loonperiode)[^.;,]*)|(?:(?:telkens|steeds)\s+)?na\s+(?:ieder|elk|een)\s+(?:vol(?:ledig)?\s+)?(?:functiejaar|dienstjaar|ervaringsjaar|jaar)(?:\s+(?:in\s+de\s+(?:functie(?:groep)?|(?:salaris|loon)?schaal|(?:salaris|loon)groep)\b|dienstverband|dienst))?|op\s+hetzelfde\s+moment\s+als[^.;,]*|(?:(?:jaarlijks|elk\s+jaar|ieder\s+jaar)\s+)?(?:in|per)\s+de\s+maand\s+(?:van|waarin)\s+(?:zijn\s+|haar\s+|de\s+)?(?:indiensttreding|[^.;,]{0,40}?in\s+dienst\s+(?:is\s+)?(?:ge)?tr(?:eedt|eden|ad))|(?:(?:telkens|steeds)\s+)?na\s+(?:twaalf|12)\s+maanden(?:\s+(?:dienstverband|in\s+dienst|in\s+de\s+(?:functie(?:groep)?|(?:salaris|loon)?schaal|(?:salaris|loon)groep)\b))?|(?:(?:jaarlijks|elk\s+jaar|ieder\s+jaar)\s+)?(?:op|per)\s+(?:de\s+)?(?:datum|dag)\s+(?:van\s+)?(?:zijn\s+|haar\s+|de\s+)?indiensttreding|(?:(?:jaarlijks|elk\s+jaar|ieder\s+jaar)\s+)?(?:per|in)\s+(?:de\s+maand\s+)?${MONTH}\b(?!\s+\d{4})|(?:eenmaal|één\s+keer|een\s+keer)\s+per\s+jaar|(?:telkens\s+)?per\s+(?:vol(?:ledig)?\s+)?(?:dienstjaar|functiejaar|ervaringsjaar)\b|(?:elk|ieder)\s+kalenderjaar(?:\s+in\s+dezelfde\s+periode)?|(?:jaarlijks|elk\s+jaar|ieder\s+jaar)\b`,
  'iu',
);
const MOMENT_ALL = new RegExp(MOMENT.source, 'giu');
// "als zijn functioneren ten minste voldoende is beoordeeld": the step depends on how he works.
const CONDITION =
  /\b(?:als|indien|wanneer|mits)\s+(?:zijn|haar|het)\s+functioneren\b|\b(?:alleen|slechts|uitsluitend)\s+in\s+aanmerking\b|\balleen\b[^.;]{0,40}\b(?:toegekend|als|indien|wanneer)|\bslechts\b|\bmits\b|op\s+voorwaarde|\bg[eé][eé]n\b[^.;]{0,30}\b(?:periodiek|trede|verhoging)|(?:systeem\s+van\s+beoordel|beoordelingssysteem|op\s+basis\s+van\s+(?:de\s+|een\s+)?beoordeling)[^.;]*\b(?:toeken|onthoud|onthouden|g[eé][eé]n|niet)|recht\s+op\s+(?:de|een)\s+(?:periodiek|trede)\s+(?:als|indien)|voldoet\s+aan\s+de\s+voorwaarden|\bonvoldoende\b|,\s+(?:als|indien|wanneer)\s+(?:hij|zij|de\s+(?:werknemer|medewerker))\b|(?:vaststelling|berekening|telling)\s+van\s+(?:het\s+aantal\s+)?(?:dienst|functie|ervarings)jaren\b|\b(?:dienst|functie|ervarings)jaren\s+(?:worden|tellen)\s+(?:\S+\s+){0,2}(?:berekend|geteld|meegeteld|mee)\b|\b(?:dienst|functie|ervarings)jaren\s+(?:dat|die)\s+[^.;]{0,80}\b(?:gewerkt|doorgebracht|in\s+dienst)\b|\bniet\s+(?:\S+\s+){0,2}toegekend\b|\bonthouden\b|\bweiger\p{L}*|\buitgesteld\b|\b(?:indien|als|wanneer)\s+(?:hij|zij|de\s+(?:werknemer|medewerker))\b[^.;]{0,60}\b(?:in\s+dienst|maanden|beoordeel\p{L}*|functioneert|functioneren)\b/iu;
const PERIODIC_SENTENCE = new RegExp(
  String.raw`periodiek${ADJECTIVE}|\btrede|functieja(?:ar|ren)|dienstja(?:ar|ren)|ervaringsja(?:ar|ren)|verhoging|verhoogd|toekenning`,
  'iu',
);
/**
 * An appraisal decides the step: "bij een positieve beoordeling", "na een beoordelingsgesprek",
 * "afhankelijk van de uitkomst van de beoordeling", "bij onvoldoende functioneren". In a
 * sentence that grants the step it is the condition, and the one a reader looks for first. A step
 * merely "gekoppeld aan een systeem van beoordelen" that a company may agree on sets no condition.
 */
const APPRAISAL =
  /\b(?:bij|na|afhankelijk\s+van|op\s+(?:basis|grond)\s+van)\s+(?:[\p{L}-]+\s+){0,5}(?:beoordel\p{L}*|functioneringsgesprek|(?:goed|normaal|voldoende|onvoldoende|slecht)\s+functioneren\b)/iu;
/**
 * "Onder functiejaren wordt verstaan de jaren …": how the years that give a step are counted. Not
 * "dienstjaren": those also count for a jubilee, notice or severance, so their definition sets no step.
 */
const YEARS_DEFINED = /\bonder\s+(functie|ervarings)jaren\s+(?:wordt|worden)\s+verstaan\b/i;
/**
 * "het loon is gekoppeld aan het aantal volledige functiejaren" (also "niet aan leeftijd maar aan …"):
 * a step per such year, without a date.
 */
const YEARS_LINKED =
  /\b(?:gekoppeld\s+(?:[^.;]{0,40}?\s)?aan|afhankelijk\s+van|bepaald\s+door)\s+(?:het\s+aantal\s+)?(?:volledige\s+|gewerkte\s+)?(functie|dienst|ervarings)jaren\b/i;
/** "totdat het maximum aantal periodieken is bereikt": the scale's end, a weaker condition than a rule. */
const UNTIL_MAXIMUM =
  /\btot(?:dat)?\s+(?:het\s+)?maximum\b[^.;]{0,60}\bbereikt|\bzolang\s+(?:het|de)\s+(?:\S+\s+){0,2}(?:maximum|schaalmaximum|eindsalaris)\b[^.;]{0,60}\bniet\b/i;
// "wordt … in een hogere functieperiodiek ingedeeld", "geplaatst in de volgende trede": a step granted too.
const GRANTED =
  /ontvang|gaat|toegekend|toekenn?(?:ing|en)|\bkent\s[^.;]{0,80}\btoe\b|omhoog|verhoogd|stijgt|krijg|in\s+aanmerking|vaststelling|geschiedt|gebeurt|vindt\s+(?:[\p{L}-]+\s+){0,4}?plaats|recht\s+op\s+(?:een|de|één)\s+(?:periodiek|trede|functiejaar)|\bin\s+(?:een|de)\s+(?:hogere|volgende)\s+[\p{L}\s-]{0,12}?(?:periodiek|trede)\s+(?:in)?gedeeld\b|\b(?:ingedeeld|geplaatst)\s+in\s+(?:een|de)\s+(?:hogere|volgende)\s+[\p{L}\s-]{0,12}?(?:periodiek|trede)\b/iu;

/**
 * Not a step in the scale: promotion, acting in a higher job, youth wages by age, and a start below
 * the scale ("twee aanlooptredes van 90% en 95% van het minimumsalaris").
 */
// "voor medewerkers van 21 en 22 jaar": two youth ages together name a youth step too.
const NOT_A_STEP =
  /promotie|waarneming|hogere\s+functie|jeugd|aanloop|\b(?:1[4-9]|20)\s*jaar\b|\b(?:1[4-9]|2[0-2])\s*(?:jaar\s+)?(?:en|t\/m|tot\s+en\s+met|-)\s*(?:1[5-9]|2[0-2])\s*jaar\b/i;
// "totdat hij 100% van het schaalmaximum heeft bereikt": a level in the scale, not a step either.
const SHARE_OF_A_STEP =
  /^\s*van\s+(?:de|het|een|één)\s+(?:[\p{L}-]+\s+){0,2}?(?:periodiek\p{L}*|normverhoging|functiejaar\p{L}*|trede|periodieke\s+verhoging)\b|^\s*van\s+(?:het|de)\s+(?:schaalmaximum|maximum|eindsalaris|maximumsalaris|eindloon)\b/iu;
/**
 * "12% van het salaris bij schaal 5 periodiek 13", "schaal C, trede 4": a cell of the wage table named
 * as the base of another sum, not the height of a step.
 */
const TABLE_CELL =
  /\b(?:schaal|groep|salarisgroep|loongroep|functiegroep)\s+[\dA-Z]{1,4}\s*,?\s*(?:periodiek(?:nummer)?|trede|functiejaar|dienstjaar)\s+\d{1,2}(?!\d|[,.]\d|\s*%)/;
/** A table row for one age ("21 jaar 1.087,56 1.209,67 80%"): a youth wage as a share, not a step. */
const AGE_ROW = /^\s*(?:1[3-9]|2[0-2])\s*(?:jaar|jr\.?)\s/i;
/** "In groep III bedraagt dit percentage 5%", "Deze periodiek ligt 2% hoger": the subject is the sentence before. */
const POINTS_BACK =
  /^(?:\S+\s+){0,4}?(?:dit|deze|dat|die)\s+(?:percentage|periodiek|bedrag|verhoging|salaris)\b/i;

/** An exception that points back ("Maar dit gebeurt niet wanneer …", "Dat geldt niet als …"). */
const EXCEPTION_BACK =
  /^(?:maar|echter|wel)?\s*(?:dit|dat|deze|die)\s+(?:gebeurt|geldt|gaat|vindt|wordt|is)\b[^.;]{0,20}\bniet\b/i;
/** A sentence that goes on about the one before ("Dat gebeurt voor werknemers vanaf 21 jaar."). */
const ANAPHORIC = /^(?:maar|echter|wel|ook)?\s*(?:dit|dat|deze|die)\s/i;

interface PeriodicSentence {
  block: Block;
  start: number;
  end: number;
  text: string;
  titleHit: boolean;
}

/** Sentences about periodieken in articles about them (or naming them). */
function periodicSentences(context: ExtractContext): PeriodicSentence[] {
  const found: PeriodicSentence[] = [];
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    const titleHit = TITLE.test(titlesOf(context, block));
    // "De toekenning geschiedt steeds per 1 januari": the step is named in the paragraph before, same lid.
    const before = context.blocks[block.index - 1];
    const topicBefore =
      before?.kind === 'prose' &&
      before.unit === block.unit &&
      before.lid === block.lid &&
      TOPIC.test(before.text);
    if (!titleHit && !TOPIC.test(block.text) && !topicBefore) continue;
    let previous: PeriodicSentence | null = null;
    for (const sentence of splitSentences(block.text)) {
      const text = block.text.slice(sentence.start, sentence.end);
      if (/promotie|waarneming|jeugd|inschaling\s+bij/i.test(text)) {
        previous = null;
        continue;
      }
      if (PERIODIC_SENTENCE.test(text)) {
        previous = { block, start: sentence.start, end: sentence.end, text, titleHit };
        found.push(previous);
      } else if (previous && EXCEPTION_BACK.test(text)) {
        // "Maar dit gebeurt niet wanneer …" names its step only in the sentence before: read them together.
        const joined = block.text.slice(previous.start, sentence.end);
        found.push({ block, start: previous.start, end: sentence.end, text: joined, titleHit });
      } else if (!ANAPHORIC.test(text)) previous = null;
    }
  }
  return found;
}

/**
 * The conditions of a periodiek are often spread over two sentences or list items ("tot het maximum
 * van de schaal", then "alleen als de werknemer zes maanden in dienst is"; "c. geen verhoging bij
 * langdurig verzuim", "d. geen verhoging bij disfunctioneren"): the value joins the best sentence
 * with the other conditions in its own or the neighbouring block of the same article. The citation
 * stays the best sentence.
 */
function withCompanions(best: Finding, conditions: readonly PeriodicSentence[]): Finding {
  const near = conditions.filter(
    (sentence) =>
      sentence.block.unit === best.block.unit &&
      Math.abs(sentence.block.index - best.block.index) <= 1 &&
      !(sentence.block === best.block && sentence.start === best.start),
  );
  if (near.length === 0) return best;
  const parts = [{ block: best.block, start: best.start, text: String(best.value) }, ...near.slice(0, 2)];
  parts.sort((a, b) => a.block.index - b.block.index || a.start - b.start);
  return { ...best, value: parts.map((part) => part.text.trim()).join(' ') };
}

export const periodieken = defineCategory('periodieken', {
  inlenersbeloning: [
    { pattern: /periodiek/i, elements: ['periodiek_hoogte', 'periodiek_moment', 'voorwaarde_periodiek'] },
  ],
  vocabulary: ['periodiek', 'trede', 'functiejaar', 'beoordeling', 'ervaringsjaar'],
  elements: {
    periodiek_hoogte: {
      favourability: MORE_PAY,
      find(context) {
        const hits = scanValues(context, {
          title: TITLE,
          topic: TOPIC,
          values: findPercentages,
          boundNoun: /periodiek|trede|verhoging|functiejaar/i,
          // "21 jaar: 85%": a share of the wage by age (youth wages), not a step.
          notBefore: /\b\d{2}\s*jaar(?:\s+en\s+(?:jonger|ouder))?\s*:?\s*$/i,
          // "gelijk aan 50% van de geldende periodieke normverhoging": a share of a step, not its height.
          notAfter: SHARE_OF_A_STEP,
          // A pension formula counts service years too ("70% maal het aantal dienstjaren"): no step.
          notSentence: new RegExp(
            String.raw`${NOT_A_STEP.source}|${TABLE_CELL.source}|structureel\s+verhoogd|loonsverhoging|(?<!periodieke\s)(?:loon|salaris)stijging|pensioen`,
            'i',
          ),
          prefer: /periodiek|\btrede|hoger\s+dan|van\s+het\s+minimum/i,
          titleSuffices: false,
        });
        // In an article on the individual raise, "ontvangt de werknemer een loonsverhoging van ten minste
        // 1% bij een beoordeling goed" is that raise, not a general increase; 0% for a poor one is no step.
        const individualTitle = new RegExp(INDIVIDUAL_RAISE, 'i');
        const individual = scanValues(context, {
          title: individualTitle,
          topic: /verhoging/i,
          values: (text) => findPercentages(text).filter((quantity) => quantity.value > 0),
          notSentence: NOT_A_STEP,
          prefer: /beoordel|functioneren/i,
        }).filter((hit) => individualTitle.test(titlesOf(context, hit.block)));
        const hit = bestHit(
          [...hits, ...individual].filter(
            (candidate) => !aboutAnotherStep(candidate.block, candidate.sentence),
          ),
        );
        return hit ? fromHit(hit, { pageTopic: /periodiek|\btrede/i, pageWindow: 'sentence' }) : null;
      },
    },
    periodiek_moment: {
      favourability: NO_VERDICT,
      find(context) {
        const findings: Finding[] = [];
        for (const sentence of periodicSentences(context)) {
          if (!GRANTED.test(sentence.text)) continue;
          // "jaarlijks toegekend op de datum van indiensttreding": the longest phrase names the moment.
          const match = joinAlternatives(sentence.text).reduce<MomentSpan | null>(
            (best, next) => (!best || next[0].length > best[0].length ? next : best),
            null,
          );
          if (!match) continue;
          const start = sentence.start + match.index;
          // "per dienstjaar" names the rhythm but no day: weaker than a date.
          const perYear = /^(?:telkens\s+)?per\s+(?:vol\p{L}*\s+)?(?:dienst|functie|ervarings)jaar/iu.test(
            match[0],
          );
          const score = (sentence.titleHit ? 4 : 0) + (perYear ? 2 : match[0].length > 9 ? 3 : 1);
          const finding = phraseFinding(sentence.block, start, start + match[0].length, score);
          if (finding) findings.push(finding);
        }
        return pickBest(findings) ?? perYearDefined(context);
      },
    },
    voorwaarde_periodiek: {
      favourability: NO_VERDICT,
      find(context) {
        const candidates: Array<{ sentence: PeriodicSentence; finding: Finding }> = [];
        for (const sentence of periodicSentences(context)) {
          const byAppraisal = APPRAISAL.test(sentence.text) && GRANTED.test(sentence.text);
          const isRule = CONDITION.test(sentence.text) || byAppraisal || YEARS_DEFINED.test(sentence.text);
          if (!isRule && !UNTIL_MAXIMUM.test(sentence.text)) continue;
          const score = (sentence.titleHit ? 4 : 0) + (isRule ? 3 : 2) + (byAppraisal ? 2 : 0);
          const finding = phraseFinding(sentence.block, sentence.start, sentence.end, score);
          if (finding) candidates.push({ sentence, finding });
        }
        const best = pickBest(candidates.map((candidate) => candidate.finding));
        return best
          ? withCompanions(
              best,
              candidates.map((candidate) => candidate.sentence),
            )
          : null;
      },
    },
  },
});

type MomentSpan = { 0: string; index: number };

// "per 1 januari, of op de eerste van de maand van indiensttreding", "per 1 januari dan wel per 1 juli": two
// moments the cao lets the contract choose between are one moment.
const OR_BETWEEN = /^\s*,?\s*(?:of|dan\s+wel|respectievelijk|c\.q\.)\s*$/i;

/** The moments a sentence names, with alternatives joined by "of" read as one span. */
function joinAlternatives(text: string): MomentSpan[] {
  const spans: MomentSpan[] = [...text.matchAll(MOMENT_ALL)].map((m) => ({ 0: m[0], index: m.index }));
  const joined: MomentSpan[] = [];
  for (const span of spans) {
    const previous = joined.at(-1);
    const gap = previous ? text.slice(previous.index + previous[0].length, span.index) : '';
    if (previous && OR_BETWEEN.test(gap))
      joined[joined.length - 1] = {
        0: text.slice(previous.index, span.index + span[0].length),
        index: previous.index,
      };
    else joined.push(span);
  }
  return joined;
}

/**
 * A youth row of a wage table, or a sentence pointing back at one before it that is about something
 * other than a step (a start below the scale, a youth step): its percentage is no periodiek.
 */
function aboutAnotherStep(block: Block, sentence: { start: number; end: number }): boolean {
  const text = block.text.slice(sentence.start, sentence.end);
  if (block.kind === 'row') return AGE_ROW.test(text);
  if (!POINTS_BACK.test(text)) return false;
  const before = splitSentences(block.text).filter((other) => other.end <= sentence.start);
  return before.slice(-2).some((other) => NOT_A_STEP.test(block.text.slice(other.start, other.end)));
}

/**
 * No moment named, but the cao says what its step years are ("Onder functiejaren wordt verstaan de
 * jaren gedurende welke de werknemer zijn functie uitoefent"): a step per such year, without a date.
 */
function perYearDefined(context: ExtractContext): Finding | null {
  const findings: Finding[] = [];
  for (const sentence of periodicSentences(context)) {
    const defined = YEARS_DEFINED.exec(sentence.text);
    const match = defined ?? YEARS_LINKED.exec(sentence.text);
    if (!match) continue;
    const score = (sentence.titleHit ? 2 : 1) + (defined ? 1 : 0);
    const finding = phraseFinding(sentence.block, sentence.start, sentence.end, score);
    if (!finding) continue;
    findings.push({
      ...finding,
      value: `per ${match[1]!.toLowerCase()}jaar, zonder vaste datum: ${String(finding.value)}`,
      normalisation:
        'Afgeleid: de cao noemt geen datum; een stap volgt per jaar zoals de cao dat jaar omschrijft.',
    });
  }
  return pickBest(findings);
}
