import type { Block } from '../../structure';
import type { ExtractContext } from '../../extract/rules/context';
import { titlesOf } from '../../extract/rules/context';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { phraseFinding } from '../../extract/rules/findings';
import { splitSentences } from '../../extract/rules/sentences';
import { findWageTables } from './wage-tables';

// "per maand of periode": a bare "periode" is the cao's four-week pay period; so is a "vierwekenperiode".
const PERIOD =
  '(?:week|twee\\s+weken|vier\\s+weken|4\\s+weken|maand|kalendermaand|vierwekenperiode|periode\\s+van\\s+(?:vier|4)\\s+weken|periode(?!\\s+van))';
const ADVERB = '(?:maandelijks|vierwekelijks|wekelijks)';
const JOIN = '\\s*(?:,|/|of|en|hetzij|dan\\s+wel|,\\s*dan\\s+wel)\\s*';
// "per week of per vier weken", "elke vier weken of maandelijks", "iedere week/maand",
// "wekelijks, vierwekelijks dan wel maandelijks", "maandelijks".
const PAY_PERIOD = new RegExp(
  `\\b(?:per|iedere|elke)\\s+${PERIOD}(?:${JOIN}(?:${ADVERB}|(?:(?:per|iedere|elke)\\s+)?${PERIOD})\\b)*|\\b${ADVERB}(?:${JOIN}${ADVERB}\\b)*`,
  'giu',
);
const PAYMENT =
  /\b(?:bruto|netto)?(?:loon|salaris)\s+per\s+(?:maand|week)\s+of\s+(?:per\s+)?(?:periode|vier|4|week|maand)|\b(?:loon|salaris)\b[^.]{0,140}\b(?:betaald|uitbetaald|voldaan|overgemaakt)|\b[a-z-]*(?:loon|salaris)\b[^.]{0,140}\bbetaalbaar\s+gesteld|\b(?:betaalt|betalen)\s+(?:het\s+)?(?:netto\s+)?(?:loon|salaris|loonbedrag)\b|\bontvangt\s+(?:zijn|haar|het)\s+(?:netto\s+)?(?:loon|salaris)\b|\b(?:uit)?betaling\s+van\s+(?:het|de)\s+(?:loon|salaris|beloning)\b|betalingsperiode|betaalperiode|betalingstijdvak|loontijdvak|loonbetaling|salarisbetaling|\bbeschikken\s+over\s+(?:zijn|haar|het)\s+(?:netto\s+)?(?:loon|salaris)\b/i;
const PAYMENT_TITLE =
  /loonbetaling|uitbetaling|betaling\s+van\s+(?:het\s+)?(?:loon|salaris)|salarisbetaling/i;

// "arbeidsduur per week", "38 uur per week", "€ 12 per maand": a rate, not how often the wage is paid.
const RATE_BEFORE =
  /(?:arbeidsduur|arbeidstijd|uur|uren|dagen|dag|km|kilometer|keer|maal|\d[\d.,]*|€\s*[\d.,]+)\s*$/i;
// "bij salarisbetaling per maand", "indien de salarisbetaling maandelijks plaatsvindt", "vindt de
// salarisbetaling elke vier weken plaats, dan …": a condition for another rule (a notice period).
const CONDITION_BEFORE =
  /\b(?:bij|van)\s+(?:de\s+)?(?:loon|salaris)betaling(?:en)?\s*$|(?:^|[,;:]\s*)(?:indien|als|wanneer|vindt|geschiedt|gebeurt)\b[^,;:]*$/i;
// "De vergoedingen worden met het salaris uitbetaald": another payment, made along with the wage.
const OTHER_SUBJECT =
  /^\s*(?:[a-z0-9]{1,3}[.)]\s+)?(?:de|het|een|eventuele)\s+(?:\S+\s+)?(?:vergoeding|toeslag|kosten|premie|uitkering|bijslag|onkosten)/i;
// "uiterlijk op de laatste werkdag van de maand (uitbetaald)": the wage of each month, paid by its end.
// Also "vóór de 25e van elke maand", "uiterlijk op de vijfde werkdag van de maand", and "… van de
// maand of periode" where the cao pays by the month or by the four-week period.
const DEADLINE =
  /\b(?:uiterlijk|vóór|voor)\s+(?:op\s+)?(?:de\s+(?:laatste|\d{1,2}(?:e|ste|de)?|eerste|tweede|derde|vierde|vijfde)(?:\s+(?:werk)?dag)?|het\s+einde)\s+van\s+(?:de|het|elke|iedere)\s+(?:kalender)?(maand|week)\b(?:\s+(?:of|c\.q\.|dan\s+wel)\s+(?:de\s+|het\s+)?(periode|week|maand)\b)?/i;
// "Het loontijdvak is hoogstens één maand."
const LONGEST =
  /\b(?:loon)?(?:betalings|loon)tijdvak\b[^.;]{0,40}?\b(?:niet\s+langer\s+(?:zijn\s+)?dan|ten\s+hoogste|maximaal|hoogstens)\s+(?:een|één|1)\s+(maand|week)\b/i;
const WORK_AFTER = /^\s*(?:werkt|werken|gewerkt|arbeid\s+verricht|aanwezig)\b/i;
// "Betaalperiode: vier weken- en maandloon": the pay period stated as a label and its periods.
const STATED =
  /\b(?:loon)?(?:betalings|betaal)periodes?\s*:\s*(?=[^.;]{0,40}\b(?:week|weken|maand))[^.;]{3,60}/i;
// "na afloop van elke betalingsperiode": the period is named, its length is not.
const UNNAMED =
  /\b(?:elke|iedere|de|het)\s+(?:loon)?(?:betalingsperiode|betaalperiode|loontijdvak|betalingstijdvak)\b/i;
// "Basissalaris: het bruto salaris per maand" in the definitions: the wage is a month's.
const SALARY_PER =
  /\b(?:bruto|netto)?(?:salaris|loon)\s+per\s+(maand|week|vier\s+weken|periode\s+van\s+(?:vier|4)\s+weken)\b/i;

/** How often the wage is paid: "per maand", "per week of per vier weken", "elke vier weken of maandelijks". */
export function findPayPeriod(context: ExtractContext): Finding | null {
  const findings: Finding[] = [];
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role === 'example') continue;
    const titleHit = PAYMENT_TITLE.test(titlesOf(context, block));
    for (const sentence of splitSentences(block.text)) {
      const text = block.text.slice(sentence.start, sentence.end);
      // A sentence in capitals is a heading printed as text; the article under it says the rule.
      if (!PAYMENT.test(text) || !/\p{Ll}/u.test(text)) continue;
      const base =
        (titleHit ? 4 : 0) + 3 + (block.role === 'normative' ? 0 : -5) - (OTHER_SUBJECT.test(text) ? 4 : 0);
      const stated = STATED.exec(text);
      if (stated) {
        const start = sentence.start + stated.index;
        const keywords = [...stated[0].matchAll(/vier\s+weken|4\s+weken|week|maand/gi)].map((m) =>
          m[0].toLowerCase().replace(/^4/, 'vier').replace(/\s+/, ' '),
        );
        const finding = phraseFinding(block, start, start + stated[0].length, base + 3, { keywords });
        if (finding) findings.push(finding);
        continue;
      }
      const named = namedPeriod(text);
      if (named) {
        const start = sentence.start + named.index;
        const before = text.slice(0, named.index);
        const keywords = [...named.text.matchAll(/week|vier weken|maand|periode/gi)].map((m) =>
          m[0].toLowerCase(),
        );
        // A sentence naming several periods ("per week, per vier weken of per maand") is the general rule.
        const periods = Math.min(named.text.match(/\bweek|weken|wekelijks|maand|periode/gi)?.length ?? 0, 3);
        const score = base + periods - (CONDITION_BEFORE.test(before) ? 2 : 0);
        const finding = phraseFinding(block, start, start + named.text.length, score, { keywords });
        if (finding) findings.push(finding);
        continue;
      }
      const bound = DEADLINE.exec(text) ?? LONGEST.exec(text);
      if (bound) {
        const start = sentence.start + bound.index;
        // "… van de maand of periode": two periods, as a sentence naming several is the general rule.
        const keywords = [bound[1]!, ...(bound[2] ? [bound[2]] : [])].map((word) => word.toLowerCase());
        const finding = phraseFinding(block, start, start + bound[0].length, base + keywords.length, {
          keywords,
        });
        if (finding) findings.push(finding);
        continue;
      }
      const unnamed = UNNAMED.exec(text);
      // "met ingang van de betalingsperiode volgend op …" dates another rule; it says nothing of payment.
      if (unnamed && !/\bmet\s+ingang\s+van\s+$/i.test(text.slice(0, unnamed.index))) {
        const start = sentence.start + unnamed.index;
        const finding = fromTablePeriods(context, block, start, start + unnamed[0].length, base - 1);
        if (finding) findings.push(finding);
      }
    }
  }
  // A sentence about another payment made with the wage only backs a period when nothing else does.
  return (
    pickBest(findings.filter((finding) => finding.score > 0)) ??
    twoSalaryPeriods(context) ??
    salaryDefinition(context) ??
    pickBest(findings)
  );
}

/** The first period phrase of a sentence that is not a rate ("arbeidsduur per week"). */
function namedPeriod(text: string): { index: number; text: string } | null {
  PAY_PERIOD.lastIndex = 0;
  for (const match of text.matchAll(PAY_PERIOD)) {
    if (RATE_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index))) continue;
    // "de dagen waarop de werknemer wekelijks werkt": how often one works, not how one is paid.
    if (WORK_AFTER.test(text.slice(match.index + match[0].length))) continue;
    return { index: match.index, text: match[0] };
  }
  return null;
}

const TABLE_PERIOD_WORDS = { month: 'per maand', 'four-weeks': 'per vier weken', week: 'per week' } as const;

/**
 * "Het loon wordt na afloop van elke betalingsperiode betaald" without saying how long that period
 * is: the wage tables tell it (a month, four weeks or a week). Null without such tables.
 */
function fromTablePeriods(
  context: ExtractContext,
  block: Block,
  start: number,
  end: number,
  score: number,
): Finding | null {
  const periods = (['month', 'four-weeks', 'week'] as const).filter((period) =>
    findWageTables(context).some((table) => table.period === period),
  );
  if (periods.length === 0) return null;
  const words = periods.map((period) => TABLE_PERIOD_WORDS[period]);
  const finding = phraseFinding(block, start, end, score, {
    keywords: words.map((word) => word.replace(/^per\s+/, '')),
  });
  if (!finding) return null;
  return {
    ...finding,
    value: `${words.join(' of ')} (betalingsperiode; de lengte volgt uit de loontabellen)`,
    normalisation: `Afgeleid: de cao noemt de betalingsperiode zonder lengte; de loontabellen geven bedragen ${words.join(' en ')}.`,
  };
}

// "Salaris: het maand-/periodesalaris", "het maandsalaris, of bij betaling per 4-weekse periode het
// periodesalaris": a salary per month or per period of four weeks.
const MONTH_OR_PERIOD =
  /\bmaand(?:salaris|loon)?\s*-?\s*(?:\/|of|c\.q\.|dan\s+wel)\s*periode(?:salaris|loon)\b|\bmaand(?:salaris|loon)\b[^.;]{0,80}?\b(?:4|vier)[- ]?(?:weekse|wekelijkse)\s+periode\b/i;
// "Loon: het vaste brutomaandloon": the wage itself defined as a month's (the term may stand on a line
// of its own above). A month wage named in passing ("12 maal het maandloon") is no pay period.
const MONTH_WAGE =
  /^(?:\(?\d{1,2}\)?\s*)?(?:(?:loon|salaris)\s*:\s*)?((?:het|de)\s+(?:vaste\s+)?(?:bruto|netto)?\s?maand(?:loon|salaris))\s*[.;]?$/i;
const WAGE_TERM = /^(?:\(?\d{1,2}\)?\s*)?(?:loon|salaris)\s*:?\s*$/i;

/**
 * Last resort: the salary as the definitions name it, a sum per month (or per four weeks, per week),
 * a month salary beside a period salary, or a month wage; then a wage reckoned "per maand" in an
 * article ("deel het brutoloon per maand door 164,67").
 */
function salaryDefinition(context: ExtractContext): Finding | null {
  const defined = (pattern: RegExp, value: string | null, keywords: string[] | null): Finding | null => {
    for (const block of context.blocks) {
      if (block.kind !== 'prose' || block.role !== 'normative' || block.standing !== 'definitions') continue;
      const match = pattern.exec(block.text);
      if (!match) continue;
      const perAt = value === null ? match[0].indexOf('per') : 0;
      const start = match.index + perAt;
      const finding = phraseFinding(block, start, match.index + match[0].length, 1, {
        keywords: keywords ?? [match[1]!.toLowerCase()],
      });
      if (finding)
        return {
          ...finding,
          ...(value === null ? {} : { value }),
          normalisation:
            'Afgeleid: de cao regelt de betalingsperiode niet apart; het salaris is gedefinieerd als bedrag per periode.',
        };
    }
    return null;
  };
  return (
    defined(SALARY_PER, null, null) ??
    defined(MONTH_OR_PERIOD, 'per maand of per periode van vier weken', ['maand', 'vier weken']) ??
    monthWageDefined(context) ??
    salaryTermPer(context) ??
    wageReckonedPer(context)
  );
}

/** "Loon: het vaste brutomaandloon" in the definitions: the wage is paid by the month. */
function monthWageDefined(context: ExtractContext): Finding | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative' || block.standing !== 'definitions') continue;
    const match = MONTH_WAGE.exec(block.text.trim());
    if (!match) continue;
    const term = context.blocks[block.index - 1];
    if (
      !/^(?:\(?\d{1,2}\)?\s*)?(?:loon|salaris)\s*:/i.test(block.text.trim()) &&
      !WAGE_TERM.test(term?.text.trim() ?? '')
    )
      continue;
    const start = block.text.indexOf(match[1]!);
    const finding = phraseFinding(block, start, start + match[1]!.length, 1, { keywords: ['maand'] });
    if (finding)
      return {
        ...finding,
        value: 'per maand',
        normalisation:
          'Afgeleid: de cao regelt de betalingsperiode niet apart; het loon is gedefinieerd als maandloon.',
      };
  }
  return null;
}

// "Schaalsalaris:" on its line, then "het bruto bedrag per maand …": a salary term defined as a sum per period.
const SALARY_TERM = /^(?:\(?\d{1,2}\)?\s*)?[\p{L}-]*(?:salaris|loon)\s*:\s*$/iu;
const SUM_PER =
  /^(?:het|de|een)\s+(?:bruto\s+|netto\s+)?(?:bedrag|som|loon|salaris)\s+per\s+(maand|week|vier\s+weken|periode\s+van\s+(?:vier|4)\s+weken)\b/i;

/** A list of terms (in an article "Begrippen" too) defining a salary as the sum per month: paid by the month. */
function salaryTermPer(context: ExtractContext): Finding | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    const term = context.blocks[block.index - 1];
    if (!term || term.unit !== block.unit || !SALARY_TERM.test(term.text.trim())) continue;
    const match = SUM_PER.exec(block.text.trim());
    if (!match) continue;
    const start = block.text.indexOf(match[0]) + match[0].indexOf('per');
    const finding = phraseFinding(block, start, block.text.indexOf(match[0]) + match[0].length, 1, {
      keywords: [match[1]!.toLowerCase()],
    });
    if (finding)
      return {
        ...finding,
        normalisation:
          'Afgeleid: de cao regelt de betalingsperiode niet apart; het salaris is gedefinieerd als bedrag per periode.',
      };
  }
  return null;
}

/** "deel het brutoloon per maand door 164,67" in an article: the wage is a sum per month. */
function wageReckonedPer(context: ExtractContext): Finding | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    const match = SALARY_PER.exec(block.text);
    if (!match) continue;
    const start = match.index + match[0].indexOf('per');
    const finding = phraseFinding(block, start, match.index + match[0].length, 0, {
      keywords: [match[1]!.toLowerCase()],
    });
    if (finding)
      return {
        ...finding,
        normalisation:
          'Afgeleid: de cao regelt de betalingsperiode niet; het loon wordt gerekend als bedrag per periode.',
      };
  }
  return null;
}

// A month salary beside a four-weekly one in one sentence ("... het maandsalaris, of ... het
// periodesalaris wie per vier weken wordt betaald").
const TWO_SALARIES =
  /\bmaand(?:salaris|loon)\b[^.;]{0,60}?\b(?:of|dan\s+wel)\b[^.;]{0,40}?\bperiode(?:salaris|loon)\b[^.;]{0,40}?\b(?:vier|4)\s+weken\b/i;

/**
 * No sentence on payment, but a cao that sets a month salary beside a salary per period of four
 * weeks (a year's pay reckoned as twelve month salaries, or thirteen period salaries for who is paid
 * every four weeks) pays per month or per four weeks.
 */
function twoSalaryPeriods(context: ExtractContext): Finding | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    const match = TWO_SALARIES.exec(block.text);
    if (!match) continue;
    const finding = phraseFinding(block, match.index, match.index + match[0].length, 2, {
      keywords: ['maand', 'vier weken'],
    });
    if (finding)
      return {
        ...finding,
        value: 'per maand of per periode van vier weken (maandsalaris of periodesalaris)',
        normalisation: 'Afgeleid: de cao kent een maandsalaris en een periodesalaris per vier weken.',
      };
  }
  return null;
}
