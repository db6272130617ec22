import { findMinutes } from '../../numbers';
import type { CategoryRules } from '../rules/element-rule';
import { bestHit, fromHit } from '../rules/findings';
import { scanValues } from '../rules/search';

const TITLE = /pauze|rusttijd|schafttijd|onderbreking/i;
const TOPIC = /pauze|schafttijd|rusttijd|onderbreking/i;
/** The pause counts as paid working time: "betaalde pauze van", "als arbeidstijd aangemerkt en doorbetaald". */
const PAID_BEFORE =
  /(?<!on)betaalde\s+(?:pauze|schafttijd|rust)\w*\s+(?:van\s+)?(?:ten\s+minste\s+|maximaal\s+)?$|(?:door)?betaald\s+(?:wordt|worden)\s+$/i;
const PAID_AFTER =
  /^\s*(?:pauze\s+)?(?:wordt\s+|worden\s+)?(?:door)?betaald|^[^.;]{0,60}\b(?:als\s+(?:arbeids|werk|dienst)tijd|doorbetaald|met\s+behoud\s+van\s+(?:loon|salaris)|wordt\s+vergoed)/i;

export const betaaldePauzes: CategoryRules = {
  category: 'betaalde_pauzes',
  elements: [
    {
      key: 'betaalde_pauze_per_dag',
      find(context) {
        const hits = scanValues(context, {
          title: TITLE,
          topic: TOPIC,
          values: findMinutes,
          notBefore: /onbetaalde?\s+(?:pauze|rust)\w*\s+(?:van\s+)?(?:ten\s+minste\s+)?$/i,
        }).filter((hit) => {
          const before = hit.block.text.slice(hit.clause.start, hit.quantity.start);
          const after = hit.block.text.slice(hit.quantity.end, hit.clause.end);
          return PAID_BEFORE.test(before) || PAID_AFTER.test(after);
        });
        const hit = bestHit(hits);
        return hit
          ? fromHit(hit, { pageTopic: /^(?=[\s\S]*pauze)(?=[\s\S]*betaald)/i, pageWindow: 'sentence' })
          : null;
      },
    },
  ],
};
