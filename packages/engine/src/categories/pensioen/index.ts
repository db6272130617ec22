import { findPercentages } from '../../numbers';
import { defineCategory, NO_VERDICT } from '../define-category';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { bestHit, fromHit, phraseFinding } from '../../extract/rules/findings';
import { titlesOf, unitOf, type ExtractContext } from '../../extract/rules/context';
import type { Block } from '../../structure';
import { scanValues } from '../../extract/rules/search';
import { splitSentences } from '../../extract/rules/sentences';
import { findFractionOfPremium, findListedShare, findShareOfPremium } from './employee-share';
import { findWorkedWeeks } from './worked-weeks';

const TITLE = /pensioen/i;
const TOPIC = /pensioen|premie|pension|werknemersdeel|werknemersbijdrage|aandeel\s+van\s+de\s+werknemer/i;
/** A proper name after "van/bij/door/in (de|het)": "Stichting Pensioenfonds Metaal (PFM)", "PFZW". */
const NAME = String.raw`(?:[\p{Lu}][\p{L}\d&'-]*|\p{Ll}{2,5}\p{Lu}[\p{L}\d&'-]*)(?:\s+(?:(?:en|van|voor|de|der|het|&)\s+){0,2}[\p{Lu}][\p{L}\d&'-]*)*(?:\s*\([\p{Lu}\d&-]{2,12}\))?`;
const CARRIER = new RegExp(
  String.raw`(?:\b(?:van|bij|door|in|is|aan|onder)\s+(?:de\s+|het\s+)?|(?:pensioenuitvoerder|uitvoerder|pensioenfonds)(?:\s+is)?:?\s+)(${NAME})`,
  'gu',
);
/** A sector fund named by what it covers, in lower case: "het bedrijfstakpensioenfonds voor de bakkerijen". */
const SECTOR_FUND =
  /\b((?:[Bb]edrijfstak)?pensioenfonds\s+voor\s+(?:de\s+|het\s+)?(?!(?:de|het)\b)\p{Ll}[\p{L}-]+(?:\s+en\s+\p{L}[\p{L}-]+)?)/gu;
/** "van TrueBlue, het bedrijfstakpensioenfonds voor …": a name the apposition after it calls a fund. */
const FUND_APPOSITION = /^\s*,\s*(?:het|de|een|ons)\s+(?:\p{L}+\s+)?(?:bedrijfstak|sector)?pensioenfonds\b/iu;
/** The fund as the subject of its task: "De Stichting X (XY) is belast met de uitvoering van …". */
const CARRIER_SUBJECT = new RegExp(
  String.raw`(?:^|[.;:]\s+|^\d+\.\s+)(?:De\s+|Het\s+)?(${NAME})\s+(?:is\s+|wordt\s+)?(?:[^.;]{0,40}?\s)?(?:belast\s+met\s+de\s+uitvoering|voert\s+[^.;]{0,40}?\buit\b)`,
  'gu',
);
const EMPLOYEE =
  /aandeel\s+van\s+de\s+(?:werknemer|medewerker)|werknemersbijdrage|werknemersdeel|werknemerspremie|eigen\s+bijdrage|bijdrage\s+van\s+de\s+werknemer|(?:werknemer|medewerker|uitzendkracht)\s+betaalt|betaalt\s+de\s+(?:werknemer|medewerker|uitzendkracht)|door\s+de\s+werknemer|own\s+contribution|zelf/gi;
// "het werknemersdeel van de premie bedraagt" is the employee's share, not the premium as a whole.
const EMPLOYER =
  /aandeel\s+van\s+de\s+werkgever|werkgeversbijdrage|werkgeversdeel|werkgever\s+betaalt|totale\s+premie|(?<!\bvan\s(?:de\s)?)(?:de\s+)?premie\s+bedraagt/gi;
// "… wordt opgenomen in de pensioenregeling per de eerste van de maand …".
const START =
  /wordt\s+(?:opgenomen|aangemeld)\s+(?:in|bij)\s+de\s+pensioenregeling\s+(?=(?:op|vanaf|na|met\s+ingang\s+van|per)\b)|(?:deelname|deelnemerschap|pensioenopbouw|opbouw|aanmelding)\s+(?:aan\s+de\s+pensioenregeling\s+)?(?:begint|start|vangt\s+aan|gaat\s+in)\s+|wordt\s+deelnemer\s+(?:in\s+de\s+pensioenregeling\s+)?(?=(?:vanaf|na|met\s+ingang\s+van|per|op)\b)|neemt\s+deel\s+(?:aan\s+de\s+pensioenregeling\s+)?(?=(?:vanaf|na|met\s+ingang\s+van|per|op)\b)|wachttijd\s+(?:bedraagt|van)\s+/i;

/**
 * When participation starts, said after the scheme's name or as a condition on the worker: "neemt deel
 * aan de pensioenregeling van X, vanaf de datum van indiensttreding", "… (SPKW) zodra hij 21 jaar is",
 * "… nadat hij 26 weken heeft gewerkt", "De werknemer van 21 jaar of ouder neemt deel". Offsets are
 * into `text`.
 */
const JOINS = /\b(?:neemt|nemen)\s+deel\b|\bdeelnemer\b|\bdeelname\b/i;
const WHEN = /\b(?:vanaf|zodra|nadat|met\s+ingang\s+van)\s+[^.;]{2,80}/i;
// "De werknemers van 21 jaar tot 67 jaar die dienen deel te nemen aan het fonds": an age range too.
const AGE_CONDITION =
  /\b(?:werknemer|medewerker|uitzendkracht)s?\s+(?:van\s+)?(\d{2}\s+jaar\s+(?:of|en)\s+ouder|vanaf\s+(?:de\s+leeftijd\s+van\s+)?\d{2}\s+jaar|\d{2}\s+(?:jaar\s+)?tot\s+(?:en\s+met\s+)?\d{2}\s+jaar)\s+(?:(?:neemt|nemen)\s+(?:verplicht\s+)?deel|(?:die|welke)\s+(?:\S+\s+){0,2}?(?:deel\s+(?:te\s+)?nemen|deelnemen))/i;
/** "Zodra de werknemer de leeftijd van 21 jaar heeft, neemt hij deel", "als de werknemer ouder is dan 21 jaar". */
const AGE_IF =
  /\b(?:indien|als|zodra|wanneer)\s+de\s+(?:werknemer|medewerker|uitzendkracht)\s+((?:ouder\s+is\s+dan|ouder\s+dan)\s+\d{2}\s+jaar|\d{2}\s+jaar\s+of\s+ouder|de\s+leeftijd\s+van\s+\d{2}\s+jaar)\b[^.;]{0,60}?\b(?:deel\s+(?:te\s+)?nemen|deelneemt|deelnemer|deelname|neemt\s+[^.;]{0,25}\bdeel\b)/i;
const CLAUSE_STOP = /,\s+(?:op|ongeacht|tenzij|als|indien|voor\s+zover|waarbij|met\s+uitzondering)\b/i;

/** Who joins, said by what the worker then has: "wordt aangemeld", "heeft recht op ouderdomspensioen". */
const JOINS_AS = String.raw`(?:(?:neemt|nemen)\s+(?:verplicht\s+)?deel|(?:wordt|worden)\s+(?:\S+\s+)?(?:aangemeld|deelnemer)|aan\s+bij\s+(?:het|de)\s+(?:pensioen)?fonds|(?:is|zijn)\s+(?:verplicht\s+)?deelnemer|(?:heeft|hebben)\s+recht\s+op\s+(?:ouderdoms)?pensioen)`;
/**
 * "Een werknemer die 21 jaar of ouder is, heeft recht op ouderdomspensioen", "werknemers van 18 jaar en
 * ouder … aan bij het pensioenfonds": the age from which a worker takes part.
 */
const AGE_REACHED = new RegExp(
  String.raw`\b(?:werknemer|medewerker|uitzendkracht)s?,?\s+(?:die\s+(de\s+leeftijd\s+van\s+\d{2}\s+jaar|\d{2}\s+jaar\s+of\s+ouder)\s+(?:heeft\s+bereikt|hebben\s+bereikt|bereikt|is|zijn|heeft)|van\s+(\d{2}\s+jaar\s+(?:en|of)\s+ouder))\b,?\s+(?:[^.;]{0,30}?\s)?${JOINS_AS}`,
  'i',
);

function joinsWhen(text: string): { start: number; end: number } | null {
  const reached = AGE_REACHED.exec(text);
  if (reached) {
    const age = reached[1] ?? reached[2]!;
    const start = reached.index + reached[0].indexOf(age);
    return { start, end: start + age.length };
  }
  const age = AGE_CONDITION.exec(text) ?? AGE_IF.exec(text);
  if (age) {
    const start = age.index + age[0].indexOf(age[1]!);
    return { start, end: start + age[1]!.length };
  }
  const joins = JOINS.exec(text);
  if (!joins) return null;
  const from = joins.index + joins[0].length;
  const when = WHEN.exec(text.slice(from));
  if (!when) return null;
  const stop = CLAUSE_STOP.exec(when[0]);
  const start = from + when.index;
  return { start, end: start + (stop ? stop.index : when[0].length) };
}

/** A model contract or other annex repeats what the cao's own pension article says: the article comes first. */
function standingScore(context: ExtractContext, block: Block): number {
  return unitOf(context, block).kind === 'bijlage' ? -1 : 0;
}

/**
 * "tot 1 januari 2015 uitgevoerd door X. Vanaf 1 januari 2015 … ondergebracht bij Y": X carried the
 * scheme only until a date, Y is the carrier now.
 */
function formerCarrier(sentence: string, nameEnd: number): boolean {
  const clause = sentence.slice(0, nameEnd);
  return (
    /\btot\s+(?:\d{1,2}\s+\p{L}+\s+)?\d{4}\b/iu.test(clause) &&
    !/\b(?:vanaf|met\s+ingang\s+van|per)\s/i.test(clause)
  );
}

/**
 * "Voor iedere werknemer geldt de pensioenregeling van het fonds (ABCD)": the fund named only by
 * its letters in brackets, in the cao's pension article.
 */
const SCHEME_ACRONYM =
  /pensioenregeling[^.;()]{0,80}?(?:van\s+toepassing|uitgevoerd|ondergebracht|geldt)[^.;()]{0,20}?\((?<name>\p{Lu}[\p{Lu}\d&-]{1,7})\)/u;

function findSchemeAcronym(context: ExtractContext): Finding[] {
  const findings: Finding[] = [];
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    if (!TITLE.test(titlesOf(context, block))) continue;
    const match = SCHEME_ACRONYM.exec(block.text);
    if (!match) continue;
    const name = match.groups!.name!;
    const start = match.index + match[0].lastIndexOf(name);
    const finding = phraseFinding(block, start, start + name.length, 4 + 3 + standingScore(context, block), {
      keywords: [name],
    });
    if (finding) findings.push(finding);
  }
  return findings;
}

export const pensioen = defineCategory('pensioen', {
  inlenersbeloning: [{ pattern: /pensioen/i }],
  vocabulary: ['pensioen', 'pensioenfonds', 'premie', 'werknemersdeel', 'deelname', 'pensioenregeling'],
  elements: {
    pensioenuitvoerder: {
      favourability: NO_VERDICT,
      find(context) {
        const findings: Finding[] = [];
        for (const block of context.blocks) {
          if (block.kind !== 'prose' || block.role !== 'normative') continue;
          const titleHit = TITLE.test(titlesOf(context, block));
          for (const sentence of splitSentences(block.text)) {
            const text = block.text.slice(sentence.start, sentence.end);
            if (!/pensioen/i.test(text) || /fiscale/i.test(text)) continue;
            const matches = [
              ...[...text.matchAll(CARRIER)].map((match) => ({ match, task: 0 })),
              ...[...text.matchAll(CARRIER_SUBJECT)].map((match) => ({ match, task: 2 })),
              ...[...text.matchAll(SECTOR_FUND)].map((match) => ({ match, task: 0 })),
            ];
            for (const { match, task } of matches) {
              let name = match[1]!.replace(/\s+(?:en|van|voor|de|der|het)$/i, '');
              let start = sentence.start + match.index! + match[0].indexOf(match[1]!);
              // "geregeld door pensioenfonds PGB": the fund known by its letters, the common noun before them.
              const noun = /\bpensioenfonds\s+$/i.exec(block.text.slice(Math.max(0, start - 20), start));
              if (noun && /^[\p{Lu}\d&-]{2,8}$/u.test(name)) {
                start -= noun[0].length - (noun[0].length - noun[0].trimStart().length);
                name = block.text.slice(start, start + noun[0].trim().length + 1 + name.length);
              }
              // "het Pensioenreglement X van de Stichting Pensioenfonds X": the rules' owner is the fund.
              const owner = /\s+van\s+(?:de\s+|het\s+)?(\p{Lu}.*)$/u.exec(name);
              if (owner && /reglement|regeling/i.test(name.slice(0, owner.index))) {
                start += owner.index + owner[0].indexOf(owner[1]!);
                name = owner[1]!;
              }
              const apposition = FUND_APPOSITION.test(block.text.slice(start + name.length));
              const isFund =
                /pensioen|fonds|\bPF|\bBPF|ABP|PFZW|PMT|PME/i.test(name) ||
                /stichting/i.test(name) ||
                apposition;
              if (!isFund || name.length < 3 || /^(?:De|Het|Deze)\b|^Stichting$/.test(name)) continue;
              // A law ("Pensioen- en spaarfondsenwet", cut at its hyphen) or a scheme's rules
              // ("Pensioenreglement ABP") is no carrier.
              if (/-$|wet\b|wetgeving|reglement|regeling/i.test(name)) continue;
              // The fund before the firm that administers it ("uitgevoerd door Verzekeraar Pensioenen").
              const score =
                (titleHit ? 4 : 0) +
                task +
                (/fonds|\bABP\b|\bPF|\bBPF/i.test(name) || apposition ? 3 : /pensioen/i.test(name) ? 2 : 1) +
                // The fund's own name before the common noun that describes it.
                (apposition ? 1 : 0) +
                (/\([\p{Lu}\d&-]{2,12}\)$/u.test(name) ? 1 : 0) +
                // "het Bpf-K" beside "het Bpf Kaasmakerij": the written-out name before bare letters.
                (/^[\p{L}\d&-]{2,8}$/u.test(name) ? -0.5 : 0) +
                standingScore(context, block) +
                (formerCarrier(text, match.index! + match[0].length) ? -4 : 0);
              const abbreviation = /\(([\p{Lu}\d&-]{2,12})\)$/u.exec(name)?.[1];
              const letters = /\s([\p{Lu}\d&-]{2,8})$/u.exec(name)?.[1];
              const keyword =
                abbreviation ?? letters ?? name.split(/\s+/).find((w) => /pensioen|fonds/i.test(w)) ?? name;
              // "TrueBlue, het bedrijfstakpensioenfonds voor de X-sector": the description belongs to the name.
              const described = apposition
                ? (/^\s*,\s*[^,.;()]{0,80}/.exec(block.text.slice(start + name.length))?.[0].length ?? 0)
                : 0;
              const finding = phraseFinding(block, start, start + name.length + described, score, {
                keywords: [keyword],
              });
              if (finding) findings.push(finding);
            }
          }
        }
        return pickBest([...findings, ...findSchemeAcronym(context)]);
      },
    },
    werknemersbijdrage_pensioen: {
      favourability: { direction: 'lower', reason: 'een lagere eigen bijdrage laat meer nettoloon over' },
      find(context) {
        const share = findShareOfPremium(context, TITLE);
        const hits = scanValues(context, {
          title: TITLE,
          topic: TOPIC,
          values: findPercentages,
          boundNoun: /werknemer|eigen|pensioen|bijdrage|premie/i,
          titleSuffices: false,
        }).filter((hit) => {
          // A premium for another insurance ("Voor de verzuimverzekering betaalt de werknemer 1%").
          if (!TITLE.test(titlesOf(context, hit.block)) && !/pensioen|pension/i.test(hit.block.text))
            return false;
          const after = hit.block.text.slice(hit.quantity.end, hit.clause.end);
          if (/^\s*(?:van\s+de\s+premie\s+)?(?:komt\s+)?voor\s+rekening\s+van\s+de\s+werkgever/i.test(after))
            return false;
          // "1,5% voor de werkgever en 1% voor de werknemer": each share is named after it.
          if (/^\s*voor\s+(?:de\s+)?werkgever\b/i.test(after)) return false;
          // "40% van de totale premie van 20%": a part of the premium, read with the premium's size.
          if (share && /^\s*van\s+de\s+(?:totale\s+)?(?:pensioen)?premie\b/i.test(after)) return false;
          if (/^\s*voor\s+(?:de\s+)?(?:werknemer|medewerker|deelnemer)\b/i.test(after)) return true;
          // "de helft, 50%, betaald door jou": the employee's share; "50% door je werkgever": the other half.
          if (/^\s*(?:betaald\s+)?door\s+(?:je|de|uw)\s+werkgever\b/i.test(after)) return false;
          if (
            /^\s*(?:betaald\s+)?door\s+(?:jou|u|de\s+(?:werknemer|medewerker|uitzendkracht))\b/i.test(after)
          )
            return true;
          if (
            /^[^.;]{0,30}voor\s+rekening\s+van\s+de\s+(?:werknemer|uitzendkracht)|^[^.;]{0,20}door\s+de\s+werknemer/i.test(
              after,
            )
          )
            return true;
          // Who pays is said once per sentence: "De werknemer betaalt de helft; dat is 11,2% ...".
          const lead = hit.block.text.slice(hit.sentence.start, hit.quantity.start);
          const employee = [...lead.matchAll(EMPLOYEE)].at(-1)?.index ?? -1;
          const employer = [...lead.matchAll(EMPLOYER)].at(-1)?.index ?? -1;
          return employee >= 0 && employee > employer;
        });
        const hit = bestHit(hits);
        return hit
          ? fromHit(hit, { pageTopic: /pensioen|pension|premie/i })
          : (share ?? findListedShare(context, TITLE) ?? findFractionOfPremium(context, TITLE));
      },
    },
    pensioen_wachttijd: {
      favourability: NO_VERDICT,
      find(context) {
        const findings: Finding[] = [];
        for (const block of context.blocks) {
          if (block.kind !== 'prose' || block.role === 'example') continue;
          const titleHit = TITLE.test(titlesOf(context, block));
          if (!titleHit && !/pensioen/i.test(block.text)) continue;
          for (const sentence of splitSentences(block.text)) {
            const text = block.text.slice(sentence.start, sentence.end);
            // "Werknemers nemen vanaf 21 jaar deel aan de pensioenregeling", "De werknemer wordt vanaf de dag
            // van indiensttreding, maar niet voor zijn 21e, aangemeld bij het fonds": the moment inside the verb.
            const inverted =
              /\b(?:neemt|nemen)\s+((?:vanaf|na|met\s+ingang\s+van)\s+[^.;,]{2,60}?)\s+deel\b|\b(?:wordt|worden)\s+((?:vanaf|na|met\s+ingang\s+van|per|op)\s+[^.;]{2,120}?),?\s+(?:aangemeld|opgenomen|ingeschreven)\s+(?:bij|in)\b/i.exec(
                text,
              );
            const moment = inverted?.[1] ?? inverted?.[2];
            if (inverted && moment && (titleHit || /pensioen/i.test(text))) {
              const start = sentence.start + inverted.index + inverted[0].indexOf(moment);
              const finding = phraseFinding(block, start, start + moment.length, (titleHit ? 4 : 0) + 3);
              if (finding) findings.push(finding);
              continue;
            }
            // "Vanaf de 20-jarige leeftijd vindt opbouw van pensioenaanspraken plaats".
            const accrual =
              /\b((?:vanaf|na|met\s+ingang\s+van)\s+[^.;,]{2,60}?)\s+vindt\s+(?:de\s+)?(?:verwerving|opbouw)\s+van\s+(?:\S+\s+)?pensioen[\p{L}]*\s+plaats/iu.exec(
                text,
              );
            // "De opbouw van het ouderdomspensioen vindt plaats vanaf de leeftijd van 21 jaar".
            const accrualFrom =
              /\b(?:opbouw|verwerving)\s+van\s+(?:het\s+|de\s+)?(?:[^.;]{0,60}?\s)?\p{L}*pensioen[\p{L}]*\s+vindt\s+plaats\s+((?:vanaf|na|met\s+ingang\s+van)\s+[^.;]{2,80})/iu.exec(
                text,
              );
            if (!accrual && accrualFrom) {
              const moment = accrualFrom[1]!;
              const stop = CLAUSE_STOP.exec(moment);
              const start = sentence.start + accrualFrom.index + accrualFrom[0].lastIndexOf(moment);
              const keyword = moment.match(/\d+(?:-jarige|\s+jaar)|indiensttreding/i)?.[0];
              const finding = phraseFinding(
                block,
                start,
                start + (stop ? stop.index : moment.length),
                (titleHit ? 4 : 0) + 3 + standingScore(context, block),
                {
                  ...(keyword ? { keywords: [keyword] } : {}),
                  pageTopic: /pensioen|pension/i,
                },
              );
              if (finding) findings.push(finding);
              continue;
            }
            if (accrual) {
              const start = sentence.start + accrual.index + accrual[0].indexOf(accrual[1]!);
              const keyword = accrual[1]!.match(/\d+(?:-jarige|\s+jaar)?/)?.[0];
              const finding = phraseFinding(
                block,
                start,
                start + accrual[1]!.length,
                (titleHit ? 4 : 0) + 3 + standingScore(context, block),
                {
                  ...(keyword ? { keywords: [keyword] } : {}),
                  pageTopic: /pensioen|pension/i,
                },
              );
              if (finding) findings.push(finding);
              continue;
            }
            const match = START.exec(text);
            if (!match && (titleHit || /pensioen/i.test(text))) {
              const when = joinsWhen(text);
              const keyword =
                when && text.slice(when.start, when.end).match(/\d+\s+(?:jaar|weken)|indiensttreding/i)?.[0];
              const finding =
                when &&
                phraseFinding(
                  block,
                  sentence.start + when.start,
                  sentence.start + when.end,
                  (titleHit ? 4 : 0) + 2,
                  {
                    ...(keyword ? { keywords: [keyword] } : {}),
                    pageTopic: /pensioen|pension|deel/i,
                  },
                );
              if (finding) findings.push(finding);
              continue;
            }
            if (!match || (!titleHit && !/pensioen/i.test(text))) continue;
            const from = match.index + match[0].length;
            const tail = text.slice(from);
            const stop =
              /,\s+(?:op|ongeacht|tenzij|als|indien|voor\s+zover|waarbij|met\s+uitzondering)\b|[.;]/i.exec(
                tail,
              );
            const start = sentence.start + from;
            const score = (titleHit ? 4 : 0) + 3 + (block.role === 'normative' ? 0 : -5);
            let end = stop ? stop.index : tail.length;
            // "…; echter de werknemer die jonger is dan 21 jaar, wordt eerst bij de 21-jarige leeftijd opgenomen":
            // an age that delays the start belongs to the moment.
            if (tail[end] === ';') {
              const next =
                /^;\s*(?:echter|maar|doch)\b[^.;]*(?:jonger\s+dan|\d{2}-jarige|leeftijd\s+van\s+\d{2})[^.;]*/i.exec(
                  tail.slice(end),
                );
              if (next) end += next[0].length;
            }
            const phrase = tail.slice(0, end);
            const keyword = phrase.match(
              /\d+\s+\S+(?:\s+weken)?|indiensttreding|eerste\s+werkdag|\d+\s+jaar/i,
            )?.[0];
            const finding = phraseFinding(block, start, start + phrase.length, score, {
              ...(keyword ? { keywords: [keyword] } : {}),
              pageTopic: /pensioen|pension|deel/i,
            });
            if (finding) findings.push(finding);
          }
        }
        return pickBest([...findings, ...findWorkedWeeks(context, TITLE)]);
      },
    },
  },
});
