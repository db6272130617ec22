import { defineCategory, NO_VERDICT } from '../define-category';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { phraseFinding } from '../../extract/rules/findings';
import { titlesOf, type ExtractContext } from '../../extract/rules/context';
import { splitSentences } from '../../extract/rules/sentences';

const TITLE = /functie-?indeling|functiewaardering|indeling|inschaling|loongebouw|functiegroep/i;
const CLASSIFYING =
  /functiewaardering|functie-?indeling|\bindeling\b|\bwegen\b|gewogen|ingedeeld|indelen|deelt\s+(?:\S+\s+){1,3}in\b|functieboek|functieraster|functiehandboek|waardering|gewaardeerd|\bwaardeer[dt]?\b|\bwaarderen\b|methode/i;
/** A proper name: capitalised words (with "en", "van", ...), optionally an abbreviation in brackets. */
// "Handboek functie-indeling Grafimedia": a classification word may stand lower-case inside the name.
// A name in quotes ("de systematiek ‘Functiewaardering Zorg’ (FWZ)") may hold any words.
const NAME = String.raw`(?:[‘“"'][\p{Lu}][^’”"'\n]{2,79}[’”"']|[\p{Lu}][\p{L}\d&'-]*(?:\s+(?:(?:en|van|voor|de|der|het|&|functie-?indeling|functiewaardering)\s+){0,2}[\p{Lu}][\p{L}\d&'-]*)*)(?:\s*\([^)]{2,60}\))?`;
// "een functiewaarderingssysteem op basis van de methode X": the system is named as well.
const SYSTEM_NAMED = new RegExp(
  String.raw`functiewaarderings(?:systeem|methode|methodiek|systematiek)\s+(?:is\s+)?(?:(?:op\s+basis\s+van|volgens|gebaseerd\s+op)\s+(?:de|het)\s+(?:methode|methodiek|systematiek|systeem)\s+)?(${NAME})`,
  'u',
);
const SYSTEM_USED = new RegExp(
  String.raw`(?:met|volgens|via|op\s+basis\s+van|aan\s+de\s+hand\s+van|gebruik\s+(?:(?:te\s+)?maken\s+|gemaakt\s+(?:wordt\s+)?)?van)\s+(?:behulp\s+van\s+)?(?:(?:het|de)\s+)?(?:(?:meest\s+)?(?:recente|nieuwste|geldende|actuele)\s+)?(?:[\p{Ll}-]*(?:methode|methodiek|systematiek|systeem)\s+(?:van\s+)?)?(${NAME})`,
  'u',
);
/**
 * The name before the kind of system: "de ORBA® functiewaarderingsmethodiek", "de HAY-methode", "de Hay-methode".
 * One word, an abbreviation or a capitalised name, so that "De" or "Deze" before it is not taken in.
 */
const SYSTEM_BEFORE =
  /(?<![\p{L}\d-])(?:([\p{Lu}][\p{Lu}\d&]+(?:-[\p{Lu}\d]+)?)\s*[®™]?(?:\s+|-)(?:functiewaarderings?)?|([\p{Lu}][\p{Ll}]{2,})\s*[®™]?(?:\s+functiewaarderings?|-))(?:systeem|methode|methodiek|systematiek)\b/u;
const NOT_A_NAME =
  /^(?:De|Het|Een|Deze|Dit|Cao|CAO|Wet|Bijlage|Artikel|Hoofdstuk|Tabel|Functie|Functies|Dat|Die)\b/u;
const SYSTEM_USED_ALL = new RegExp(SYSTEM_USED.source, 'gu');
/** "in het Functiehandboek Detailhandel", "het Referentieboek Bouw": a handbook of functions by its name. */
const NAMED_BOOK =
  /\b(?:het|de)\s+((?:Functie|Referentie)[\p{Ll}-]*(?:handboek|boek|raster|matrix)(?:\s+[\p{Lu}][\p{L}-]*){1,3})/u;
// "het Handboek functie-indeling": a handbook named by what it is for, in lower case after it.
const BOOK_SUBJECT = /^\s+(functie\s?-?\s?(?:indeling|waardering|beschrijvingen|indelingen)|functies)\b/iu;

/** A handbook's name goes on with its subject in lower case ("Handboek" + " functie-indeling"). */
function withBookSubject(name: string, after: string): string {
  if (!/(?:hand)?boek$/i.test(name)) return name;
  const subject = BOOK_SUBJECT.exec(after);
  return subject ? `${name}${subject[0]}` : name;
}

/** "wordt de methode Bakkenist-MNT gehanteerd": the kind of system, then its name, without a preposition. */
const SYSTEM_KIND_NAME = new RegExp(
  String.raw`\b(?:de|het)\s+[\p{Ll}-]*(?:methode|methodiek|systematiek|systeem)\s+(${NAME})\s+(?:wordt\s+|worden\s+)?(?:gehanteerd|toegepast|gebruikt|van\s+toepassing)\b`,
  'u',
);
/** The cao's own grid or groups, without a system name: "het cao-functieraster", "Er zijn zeven functiegroepen". */
// "volgens de functiestructuur in deze bijlage": the same, in other words.
const OWN_GRID =
  /\b(?:in|van|volgens)\s+het\s+((?:[\p{L}]+-)?functieraster)\b|\b(?:volgens|overeenkomstig)\s+de\s+(functiestructuur|functie-?indeling)\s+(?:zoals\s+)?(?:die\s+)?(?:is\s+)?(?:in|bij)\s+deze\s+(?:bijlage|cao|overeenkomst)\b/iu;
const OWN_GROUPS =
  /\b(?:er\s+zijn\s+\S+\s+(?:functie|loon|salaris)groepen|ingedeeld\s+in\s+(?:een|één|de)\s+(?:van\s+de\s+)?(?:volgende\s+)?(?:functie|loon|salaris)groep(?:en)?|\bin\s+in\s+((?:een|één|de)\s+(?:van\s+de\s+)?(?:volgende\s+)?(?:functie|loon|salaris)groep(?:en)?))\b/iu;
const DEFINITIONS = /definitie|begripsbepaling|begrippen/i;
const CLIENT_SYSTEM =
  /(functie-?(?:indeling|waardering|indelingssystematiek)\s+(?:van|bij)\s+de\s+(?:inlener|opdrachtgever))/iu;

const NEW_HIRE =
  /in\s+dienst\s+treedt|indiensttreding|nieuwe\s+(?:werknemer|medewerker)|bij\s+aanvang|nieuw\s+in\s+dienst|aanstelling|aanvangs(?:salaris|loon)|begin(?:salaris|loon)/i;
const PLACED =
  /\b(?:(?:wordt|worden)\s+(?:[^.;]{0,80}?\s)?(?:ingeschaald|ingedeeld|ingepast|geplaatst|vastgesteld)\s+(?:op|in|bij)\s+|(?:start|starten|begint|beginnen|ontvangt|krijgt)\s+(?:de\s+werknemer\s+)?(?:in|op|met|bij)?\s*(?=(?:het|de|trede|schaal|salaris|loon|periodiek)\b))/i;

/** "de periodiek die overeenkomt met je ervaring", "ervaring elders opgedaan": placement by experience. */
// "rekening houdend met relevante werkervaring", "de ervaringsjaren bij indiensttreding": the same.
const BY_EXPERIENCE =
  /(?:overeenkom\w*\s+met|op\s+basis\s+van|naar|gelet\s+op|in\s+overeenstemming\s+met|rekening\s+(?:houdend|gehouden|te\s+houden|wordt\s+gehouden)\s+met)\s+(?:je|zijn|haar|de|diens|die)?\s*(?:\p{L}+\s+){0,2}?(?:werk|beroeps)?ervaring|\b(?:werk|beroeps)?ervaring(?:sjaren)?\b[^.;]{0,120}\b(?:indiensttreding|in\s+dienst)|\b(?:indiensttreding|in\s+dienst\s+treedt)\b[^.;]{0,120}\b(?:werk|beroeps)?ervaring(?:sjaren)?\b/iu;
/** "Gedurende de inleerperiode bedraagt het loon 85% van …": the start of a new hire's pay. */
// "een aanloopstap voor wie in de functie nog geen ervaring heeft": the same.
// Also the other way round: "worden ingedeeld in een aanloopschaal".
const LEARNING_PERIOD =
  /\b(?:inleer|inwerk|aanloop)(?:periode|schaal|trede|stap)(?:n|s|pen)?\b[^.;]*(?:\d\s?%|\bloon|salaris|ingedeeld|ingeschaald|\bgeen\s+(?:werk|beroeps)?ervaring)|\b(?:ingedeeld|ingeschaald|geplaatst)\s+in\s+(?:een|de)\s+(?:inleer|inwerk|aanloop)(?:schaal|trede|stap)\b/i;
/**
 * "op grond van elders opgedane bruikbare ervaring kunnen schaaltreden worden toegekend": experience gained
 * elsewhere sets the start in the scale.
 */
const EXPERIENCE_ELSEWHERE =
  /\belders\s+(?:[\p{L}-]+\s+){0,6}?(?:werk|beroeps)?ervaring\b|\b(?:werk|beroeps)?ervaring\s+(?:[\p{L}-]+\s+){0,3}?elders\b/iu;
/** "Relevante werkervaring wordt meegewogen bij het bepalen van de trede": experience counts at placement. */
const EXPERIENCE_COUNTS =
  /\b(?:werk|beroeps)?ervaring\b[^.;]{0,60}\b(?:meegewogen|meegeteld|meegenomen|in\s+aanmerking\s+genomen|telt\s+mee)\b/iu;
const IN_THE_SCALE = /trede|periodiek|functiejar|schaal|salaris|inschal|ingeschaald/i;
/** "De inschaling van volwassen werknemers begint bij functiejaar 0": where placement starts. */
const PLACEMENT_STARTS = /\binschaling\b[^.;]{0,80}?\b(?:begint|start|vangt\s+aan)\s+(?:bij|op|in|met)\b/i;
// "De werknemer ontvangt een uurloon binnen de salarisschaal van zijn functie", "wordt beloond volgens
// de functiejaren-inschaling": the rule that places every worker, new hires included.
// Placed somewhere: in a group, scale or step, or by a named classification ("volgens de functie-indeling
// van de inlener"); "ingedeeld op grond van zijn werkzaamheden" only says how the function is classified.
const PLACES_WORKER =
  /\b(?:werknemer|uitzendkracht|medewerker)\s+(?:wordt|worden)\s+(?:[^.;]{0,80}?\s)?(?:ingedeeld|ingeschaald|ingepast)\b(?=[^.;]*\b(?:in|op|bij|volgens)\s+(?:de|een|één|zijn|haar|het)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]*(?:groep(?:en)?|schalen|schaal|treden|trede|niveaus?|functie-?indeling|loongebouw|klassen?)\b)|\b(?:werknemer|medewerker)\s+(?:ontvangt|krijgt)\s+(?:een\s+)?(?:uur|maand)?(?:loon|salaris)\s+(?:binnen|in|volgens)\s+de\s+(?:salaris|loon)?schaal\b|\bwordt\s+beloond\s+volgens\s+de\s+[\p{L}-]*inschaling\b/iu;
/** Placement is not the subject of a sentence on disability, sickness or benefits. */
// "Het aantal vakantie-uren van wie in de loop van het jaar in dienst treedt …": leave, not placement.
const NOT_PLACEMENT =
  /promotie|lager\s+ingedeelde|herplaatsing|proeftijd|pensioen|arbeidsongeschikt|ziekte|uitkering|vakantie/i;

export const inschaling = defineCategory('inschaling', {
  inlenersbeloning: [
    {
      pattern:
        /periodeloon|\bschaal|loonschaal|loongebouw|functie-?indeling|inschaling|salaris|uurloon|loontabel/i,
      elements: ['functiewaarderingssysteem', 'inschaling_nieuwe_werknemer'],
    },
  ],
  vocabulary: [
    'inschaling',
    'functiewaardering',
    'indeling',
    'functie-indeling',
    'functieraster',
    'ervaring',
  ],
  elements: {
    functiewaarderingssysteem: {
      favourability: NO_VERDICT,
      find(context) {
        const findings: Finding[] = [];
        for (const block of context.blocks) {
          if (block.kind !== 'prose' || block.role !== 'normative') continue;
          const titles = titlesOf(context, block);
          const titleHit = TITLE.test(titles);
          // A definition or an appeal procedure names the system in passing; the rule itself is elsewhere.
          const aside = DEFINITIONS.test(titles) ? -3 : 0;
          for (const sentence of splitSentences(block.text)) {
            const text = block.text.slice(sentence.start, sentence.end);
            const ownGrid = OWN_GRID.exec(text);
            const grid = ownGrid ?? (titleHit ? OWN_GROUPS.exec(text) : null);
            if (grid) {
              const phrase = grid[1] ?? grid[2] ?? grid[0];
              const start = sentence.start + grid.index + grid[0].indexOf(phrase);
              const finding = phraseFinding(
                block,
                start,
                start + phrase.length,
                // A named grid says more than "ingedeeld in een functiegroep".
                (titleHit ? 4 : 0) + (grid === ownGrid ? 2 : 1) + aside,
                {
                  keywords: [
                    /raster/i.test(phrase)
                      ? 'functieraster'
                      : /structuur|indeling/i.test(phrase)
                        ? 'functie-indeling'
                        : 'groep',
                  ],
                },
              );
              if (finding) findings.push(finding);
            }
            if (!CLASSIFYING.test(text)) continue;
            const appeal = /bezwaar|beroep|geschil/i.test(text) ? -3 : 0;
            // "de LIFO-methode" of a rule on dismissal is no way to classify functions.
            const named =
              SYSTEM_NAMED.exec(text) ?? (titleHit || /functie/i.test(text) ? nameBefore(text) : null);
            // "in de functiegroepen A tot en met H volgens de Functiewaardering X": skip "met H".
            const used = named
              ? null
              : ([...text.matchAll(SYSTEM_USED_ALL)].find((m) => m[1]!.trim().length >= 3) ??
                SYSTEM_KIND_NAME.exec(text) ??
                NAMED_BOOK.exec(text));
            const client = named || used ? null : CLIENT_SYSTEM.exec(text);
            const match = named ?? used ?? client;
            if (!match) continue;
            const start0 = sentence.start + match.index + match[0].indexOf(match[1]!);
            const trimmed = match[1]!.replace(/\s+(?:en|van|voor|de|der|het)$/i, '');
            const name = withBookSubject(trimmed, block.text.slice(start0 + trimmed.length));
            if (NOT_A_NAME.test(name)) continue;
            // "in de functiegroepen A tot en met H": a single letter ends a series, it names no system.
            if (name.length < 3) continue;
            const start = start0;
            // The cao's own article names the system it applies; an annex works out its procedure.
            const mainText = context.structure.units[block.unit]!.kind !== 'bijlage' ? 2 : 0;
            const score =
              (titleHit ? 4 : 0) +
              (named ? 4 : 2) +
              mainText +
              (/functiewaardering|functie-?indeling/i.test(text) ? 1 : 0) +
              aside +
              appeal;
            // The abbreviation in brackets names the system best: "‘Functiewaardering Zorg’ (FWZ)".
            const abbreviation = /\(([\p{Lu}][\p{Lu}\d-]{1,}?)(?:-[\p{Ll}][^)]*)?\)/u.exec(name)?.[1];
            const words = abbreviation
              ? [abbreviation]
              : (name.match(/[\p{Lu}]{3,}|[\p{Lu}][\p{L}-]{3,}/gu) ?? [name]);
            const finding = phraseFinding(block, start, start + name.length, score, {
              keywords: [words[0]!],
            });
            if (finding) findings.push(finding);
          }
        }
        return pickBest([...findings, functionList(context), ...scoredBySystem(context)]);
      },
    },
    inschaling_nieuwe_werknemer: {
      favourability: NO_VERDICT,
      find(context) {
        const findings: Finding[] = [];
        for (const block of context.blocks) {
          if (block.kind !== 'prose' || block.role !== 'normative') continue;
          const titleHit = /inschaling|indeling|functie|loongebouw/i.test(titlesOf(context, block));
          for (const sentence of splitSentences(block.text)) {
            const text = block.text.slice(sentence.start, sentence.end);
            const elsewhere =
              (EXPERIENCE_ELSEWHERE.test(text) || EXPERIENCE_COUNTS.test(text)) && IN_THE_SCALE.test(text);
            if (
              (BY_EXPERIENCE.test(text) || LEARNING_PERIOD.test(text) || elsewhere) &&
              !NOT_PLACEMENT.test(text)
            ) {
              const finding = phraseFinding(block, sentence.start, sentence.end, (titleHit ? 4 : 0) + 8);
              if (finding) findings.push(finding);
              continue;
            }
            if (PLACEMENT_STARTS.test(text) && !NOT_PLACEMENT.test(text)) {
              const finding = phraseFinding(block, sentence.start, sentence.end, (titleHit ? 4 : 0) + 6);
              if (finding) findings.push(finding);
              continue;
            }
            // Without a word for a new hire, a rule placing the worker (not the job) in an article on
            // classification is the placement: "De uitzendkracht wordt ingedeeld … in de functiegroep …".
            const placesWorker = titleHit && PLACES_WORKER.test(text);
            if ((!NEW_HIRE.test(text) && !placesWorker) || NOT_PLACEMENT.test(text)) continue;
            const bonus = NEW_HIRE.test(text) ? 0 : -2;
            const placed = PLACED.exec(text);
            if (placed) {
              const start = sentence.start + placed.index + placed[0].length;
              const finding = phraseFinding(block, start, sentence.end, (titleHit ? 4 : 0) + 3 + bonus);
              if (finding) findings.push(finding);
              continue;
            }
            // "wordt de werknemer in trede 0 van zijn functiegroep geplaatst": the whole sentence.
            if (
              /ingeschaald|ingedeeld|ingepast|geplaatst|vastgesteld|\btrede\b|schaal\b|inschaling\b/i.test(
                text,
              )
            ) {
              const finding = phraseFinding(
                block,
                sentence.start,
                sentence.end,
                (titleHit ? 4 : 0) + 1 + bonus,
              );
              if (finding) findings.push(finding);
            }
          }
        }
        const best = pickBest(findings);
        return best ? joinNearby(best, findings) : null;
      },
    },
  },
});

/**
 * A new hire's placement is often told in steps: the scale of the function, then a lower start for
 * who lacks experience. The value joins the best rule with up to two other placement rules a few
 * blocks around it in the same article, in printed order; the citation stays the best rule.
 */
function joinNearby(best: Finding, findings: readonly Finding[]): Finding {
  const near = findings.filter(
    (finding) =>
      finding !== best &&
      finding.block.unit === best.block.unit &&
      Math.abs(finding.block.index - best.block.index) <= 4,
  );
  if (near.length === 0) return best;
  const parts = [best, ...near.slice(0, 2)].sort(
    (a, b) => a.block.index - b.block.index || a.start - b.start,
  );
  return { ...best, value: parts.map((part) => String(part.value).trim()).join(' ') };
}

/**
 * "ORBA-score", "Hay-punten" over the groups of a grid in an article or annex on classification: the
 * grid is scored with that system, also where no sentence names it.
 */
const SYSTEM_SCORE =
  /(?<![\p{L}\d-])([\p{Lu}][\p{Lu}\d&]+|[\p{Lu}][\p{Ll}]{2,})\s*[®™]?[-\s](?:score|SCORE|Score|scores|SCORES|punten|PUNTEN|Punten)\b/u;

function scoredBySystem(context: ExtractContext): Finding[] {
  const findings: Finding[] = [];
  for (const block of context.blocks) {
    if (block.role !== 'normative' || block.kind === 'heading') continue;
    const match = SYSTEM_SCORE.exec(block.text);
    if (!match || !TITLE.test(titlesOf(context, block))) continue;
    const name = match[1]!;
    if (/^(?:CAO|Cao|FUNCTIE|Functie|Totaal|TOTAAL)$/.test(name) || NOT_A_NAME.test(name)) continue;
    const finding = phraseFinding(block, match.index, match.index + name.length, 6, { keywords: [name] });
    if (finding) findings.push(finding);
  }
  return findings;
}

const FUNCTION_LIST = /\bfunctielijst\b/iu;
const NUMBERED_GROUP = /\b(?:functie|loon|salaris)(?:groep|klasse)\s+(?:\d{1,2}|[IVX]{1,4}|[A-K])\b/iu;

/**
 * No system named, but a list of the cao's own functions by group ("Functielijst", then "Functiegroep
 * 1: …" with its jobs): the cao classifies with that list. The weakest finding of the element.
 */
function functionList(context: ExtractContext): Finding | null {
  for (const block of context.blocks) {
    if (block.kind === 'row' || block.role !== 'normative') continue;
    const match = FUNCTION_LIST.exec(block.text);
    if (!match) continue;
    const following = context.blocks.slice(block.index, block.index + 4);
    if (!following.some((next) => next.unit === block.unit && NUMBERED_GROUP.test(next.text))) continue;
    const finding = phraseFinding(block, match.index, match.index + match[0].length, 1, {
      keywords: ['functiegroep'],
    });
    if (!finding) continue;
    return {
      ...finding,
      value: 'functielijst van de cao met functiegroepen',
      normalisation: 'Afgeleid: de cao deelt de functies in met een eigen functielijst per functiegroep.',
    };
  }
  return null;
}

/** "de ORBA® functiewaarderingsmethodiek": the name before the word, as group 1 of the match. */
function nameBefore(text: string): RegExpExecArray | null {
  const match = SYSTEM_BEFORE.exec(text);
  if (!match) return null;
  const name = match[1] ?? match[2]!;
  // A heading in capitals: "HET SYSTEEM" is no name either.
  if (NOT_A_NAME.test(name) || NOT_A_NAME.test(name.charAt(0) + name.slice(1).toLowerCase())) return null;
  match[1] = name;
  return widenName(text, match);
}

// "de Functie Niveau Indeling-methode": capitalised words before the one that names the method.
const WORDS_BEFORE = /(?:(?<![\p{L}\d-])[\p{Lu}][\p{Ll}]+\s+){1,3}$/u;
const ARTICLE_WORD = /^(?:De|Het|Een|Deze|Dit|Bij|Met|Volgens|In|Op|Via|Voor|Door|Van)$/u;
// "… -methode voor Zorg (FNI-methode)": the abbreviation in brackets right after the method.
const BRACKET_AFTER =
  /^(?:\s+(?:voor|van|in)\s+(?:de\s+)?[\p{Lu}][\p{L}-]*)?\s*\(\s*([\p{Lu}]{2,}[\p{Lu}\d]*)\b[^)]{0,40}\)/u;

/**
 * The full name around "X-methode": the capitalised words before X ("Functie Niveau Indeling-methode")
 * and the abbreviation in brackets after it ("(FNI-methode)"), so that the name read is the one printed.
 */
function widenName(text: string, match: RegExpExecArray): RegExpExecArray {
  const nameStart = match.index + match[0].indexOf(match[1]!);
  const end = match.index + match[0].length;
  const before = WORDS_BEFORE.exec(text.slice(Math.max(0, nameStart - 60), nameStart));
  const words = before ? before[0].trim().split(/\s+/) : [];
  while (words.length > 0 && ARTICLE_WORD.test(words[0]!)) words.shift();
  const bracket = BRACKET_AFTER.exec(text.slice(end));
  if (words.length === 0 && !bracket) return match;
  const start = words.length > 0 ? text.lastIndexOf(words.join(' '), nameStart) : nameStart;
  const stop = bracket ? end + bracket.index + bracket[0].length : end;
  const widened = Object.assign([text.slice(start, stop), text.slice(start, stop)], {
    index: start,
    input: text,
  }) as unknown as RegExpExecArray;
  return widened;
}
