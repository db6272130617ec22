import { findAbsence } from '../../extract/rules/absence';
import { defineCategory, MORE_PAY } from '../define-category';
import { irregularFinding, shiftFinding } from './irregular-hours';
import { overtimeFinding } from './overtime';

/**
 * Toeslagen: overtime per day (overtime.ts, with overtime-days.ts), irregular hours by time window
 * (irregular-hours.ts, with time-windows.ts) and shift work.
 */
const NO_IRREGULAR = 'De cao kent uitdrukkelijk geen toeslag voor onregelmatige uren.';
const IRREGULAR_NAMED = /toeslag\s+voor\s+onregelmatige\s+uren|onregelmatigheidstoeslag/;

export const toeslagen = defineCategory('toeslagen', {
  inlenersbeloning: [
    {
      pattern: /overwerk|overuren/i,
      elements: ['overwerk_maandag_vrijdag', 'overwerk_zaterdag', 'overwerk_zondag_feestdag'],
    },
    {
      pattern: /onregelmatig|inconveni[eë]nt|verschoven\s+uren/i,
      elements: ['onregelmatigheid_avond', 'onregelmatigheid_nacht'],
    },
    { pattern: /ploeg/i, elements: ['ploegentoeslag_2ploegen', 'ploegentoeslag_3ploegen'] },
    { pattern: /feestdag/i, elements: ['overwerk_zondag_feestdag'] },
  ],
  vocabulary: [
    'toeslag',
    'overwerk',
    'ploegendienst',
    'ploegentoeslag',
    'onregelmatig',
    'avond',
    'nacht',
    'zaterdag',
    'zondag',
    'feestdag',
    'verschoven uren',
  ],
  elements: {
    overwerk_maandag_vrijdag: {
      find: (context) => overtimeFinding(context, 'weekday'),
      favourability: MORE_PAY,
    },
    overwerk_zaterdag: { find: (context) => overtimeFinding(context, 'saturday'), favourability: MORE_PAY },
    overwerk_zondag_feestdag: {
      find: (context) => overtimeFinding(context, 'sunday'),
      favourability: MORE_PAY,
    },
    onregelmatigheid_avond: {
      find: (context) =>
        irregularFinding(context, 'avond') ?? findAbsence(context, IRREGULAR_NAMED, NO_IRREGULAR),
      favourability: MORE_PAY,
    },
    onregelmatigheid_nacht: {
      find: (context) =>
        irregularFinding(context, 'nacht') ?? findAbsence(context, IRREGULAR_NAMED, NO_IRREGULAR),
      favourability: MORE_PAY,
    },
    ploegentoeslag_2ploegen: { find: (context) => shiftFinding(context, 'twee'), favourability: MORE_PAY },
    ploegentoeslag_3ploegen: { find: (context) => shiftFinding(context, 'drie'), favourability: MORE_PAY },
  },
});
