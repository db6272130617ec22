import type { CategoryRules } from '../rules/element-rule';
import { findAbsence } from '../rules/absence';
import { overtimeFinding } from './toeslagen-overwerk';
import { irregularFinding, shiftFinding } from './toeslagen-uren';

const NO_IRREGULAR = 'De cao kent uitdrukkelijk geen toeslag voor onregelmatige uren.';

export const toeslagen: CategoryRules = {
  category: 'toeslagen',
  elements: [
    { key: 'overwerk_maandag_vrijdag', find: (context) => overtimeFinding(context, 'weekday') },
    { key: 'overwerk_zaterdag', find: (context) => overtimeFinding(context, 'saturday') },
    { key: 'overwerk_zondag_feestdag', find: (context) => overtimeFinding(context, 'sunday') },
    {
      key: 'onregelmatigheid_avond',
      find: (context) =>
        irregularFinding(context, 'avond') ??
        findAbsence(context, /toeslag\s+voor\s+onregelmatige\s+uren|onregelmatigheidstoeslag/, NO_IRREGULAR),
    },
    {
      key: 'onregelmatigheid_nacht',
      find: (context) =>
        irregularFinding(context, 'nacht') ??
        findAbsence(context, /toeslag\s+voor\s+onregelmatige\s+uren|onregelmatigheidstoeslag/, NO_IRREGULAR),
    },
    { key: 'ploegentoeslag_2ploegen', find: (context) => shiftFinding(context, 'twee') },
    { key: 'ploegentoeslag_3ploegen', find: (context) => shiftFinding(context, 'drie') },
  ],
};
