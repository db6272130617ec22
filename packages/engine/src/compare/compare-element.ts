import { describeCheckByHand } from '@caoscan/core';
import type { ComparisonRow, ElementOutcome, ExtractedElement, Favourable } from '../types';
import { directionOf, type Direction } from './favourability';
import { describeDateDifference } from './format-date';
import { formatArticle, formatElementValue, formatNumericDifference } from './format-value';
import { judgeText } from './text-verdict';
import { describeUnit } from './units';

export const VERDICT = {
  equal: 'Gelijk',
  onlyCurrent: 'Alleen geregeld in huidige cao',
  onlyClient: 'Alleen geregeld in cao klant',
  neither: 'Niet geregeld',
  otherUnit: 'Niet vergelijkbaar (andere eenheid)',
} as const;

export interface ElementContext {
  category: string;
  elementKey: string;
  /** Display label (schema label, else the extractor's label, else the key). */
  label: string;
  /** Schema unit, used when neither side has a value to take the unit from. */
  unit: string;
  isInlenersbeloning: boolean;
}

interface Verdict {
  verschil: string;
  favourable: Favourable;
}

/** Amounts in cents and percentages to a thousandth: closer than this is the same printed value. */
const EPSILON = 1e-6;

function favourFromOrder(direction: Direction, clientMinusCurrent: number): Favourable {
  if (direction === 'neutral') return 'unknown';
  const clientIsHigher = clientMinusCurrent > 0;
  return clientIsHigher === (direction === 'higher') ? 'client' : 'current';
}

/** Only one side regulates it: that side wins only where more is better and it grants something. */
function favourOneSided(
  direction: Direction,
  value: ExtractedElement['value'],
  side: Favourable,
): Favourable {
  return direction === 'higher' && typeof value === 'number' && value > 0 ? side : 'unknown';
}

function judgeBoth(current: ExtractedElement, client: ExtractedElement, direction: Direction): Verdict {
  const a = current.value;
  const b = client.value;
  if (typeof a === 'number' && typeof b === 'number') {
    if (current.unit !== client.unit) return { verschil: VERDICT.otherUnit, favourable: 'unknown' };
    const difference = b - a;
    if (Math.abs(difference) < EPSILON) return { verschil: VERDICT.equal, favourable: 'equal' };
    return {
      verschil: formatNumericDifference(difference, current.unit, current.key),
      favourable: favourFromOrder(direction, difference),
    };
  }
  if (current.unit === 'date' && client.unit === 'date' && typeof a === 'string' && typeof b === 'string') {
    const described = describeDateDifference(a, b);
    if (described === VERDICT.equal) return { verschil: VERDICT.equal, favourable: 'equal' };
    if (described) {
      return { verschil: described, favourable: favourFromOrder(direction, a < b ? 1 : -1) };
    }
  }
  const verdict = judgeText(String(a), String(b), { current: current.keywords, client: client.keywords });
  return { verschil: verdict, favourable: verdict === 'Gelijk' ? 'equal' : 'unknown' };
}

/** A side without an element, or a null not shown to be unregulated, is not found. */
export function outcomeOf(element: ExtractedElement | null): ElementOutcome {
  if (!element) return 'not_found';
  if (element.value !== null) return 'found';
  return element.outcome === 'not_regulated' ? 'not_regulated' : 'not_found';
}

function judge(
  current: ExtractedElement | null,
  client: ExtractedElement | null,
  direction: Direction,
): Verdict {
  // What the engine did not find may be in the cao: no difference, no equality, a check by hand.
  const toCheck = describeCheckByHand({
    current_outcome: outcomeOf(current),
    client_outcome: outcomeOf(client),
  });
  if (toCheck) return { verschil: toCheck, favourable: 'unknown' };
  const hasCurrent = current !== null && current.value !== null;
  const hasClient = client !== null && client.value !== null;
  if (hasCurrent && hasClient) return judgeBoth(current, client, direction);
  if (hasCurrent) {
    return { verschil: VERDICT.onlyCurrent, favourable: favourOneSided(direction, current.value, 'current') };
  }
  if (hasClient) {
    return { verschil: VERDICT.onlyClient, favourable: favourOneSided(direction, client.value, 'client') };
  }
  return { verschil: VERDICT.neither, favourable: 'unknown' };
}

/** One row of the comparison (spec 02 §3 shape): the client value against the current one. */
export function compareElement(
  context: ElementContext,
  current: ExtractedElement | null,
  client: ExtractedElement | null,
): ComparisonRow {
  const { verschil, favourable } = judge(current, client, directionOf(context.elementKey));
  const unit = current?.value != null ? current.unit : client?.value != null ? client.unit : context.unit;
  return {
    categorie: context.category,
    element: context.label,
    element_key: context.elementKey,
    waarde_huidig: formatElementValue(current),
    art_nr_huidig: formatArticle(current),
    waarde_nieuw: formatElementValue(client),
    art_nr_nieuw: formatArticle(client),
    verschil,
    eenheid: describeUnit(unit, context.elementKey),
    favourable,
    is_inlenersbeloning: context.isInlenersbeloning,
    current_outcome: outcomeOf(current),
    client_outcome: outcomeOf(client),
    current,
    client,
  };
}
