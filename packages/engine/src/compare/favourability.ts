/**
 * Which direction of a value is better for the worker, per schema element. Elements not listed
 * (and every text element) get no verdict: guessing would mislead an agency about what it owes.
 */
import { ELEMENT_DEFINITIONS } from '../categories';
import type { Direction, Favourability } from '../categories/define-category';

export type { Direction };
type DirectionRule = Favourability;

const MORE_PAY = 'meer loon of vergoeding is gunstiger';

const LEGACY_DIRECTIONS: Record<string, DirectionRule> = {
  // beloning
  // periodieken en verhogingen
  // pauzes en toeslagen
  // vakantiebijslag, vergoedingen, uitkeringen
  // ziekte
  // verlof, IKB, pensioen, ontwikkeling
  ikb_percentage: { direction: 'higher', reason: MORE_PAY },
  werknemersbijdrage_pensioen: {
    direction: 'lower',
    reason: 'een lagere eigen bijdrage laat meer nettoloon over',
  },
  opleidingsbudget: { direction: 'higher', reason: 'meer budget is gunstiger' },
  // overige
  looptijd_van: { direction: 'neutral', reason: 'de looptijd is geen arbeidsvoorwaarde' },
  looptijd_tot: { direction: 'neutral', reason: 'de looptijd is geen arbeidsvoorwaarde' },
  proeftijd: { direction: 'lower', reason: 'een kortere proeftijd geeft eerder zekerheid' },
};

export const ELEMENT_DIRECTIONS: Readonly<Record<string, DirectionRule>> = {
  ...LEGACY_DIRECTIONS,
  ...Object.fromEntries([...ELEMENT_DEFINITIONS].map(([key, element]) => [key, element.favourability])),
};

export function directionOf(elementKey: string): Direction {
  return ELEMENT_DIRECTIONS[elementKey]?.direction ?? 'neutral';
}
