/**
 * Which direction of a value is better for the worker, per schema element: each category's
 * definition (categories/<category>/index.ts) says it per element. Text elements get no verdict:
 * guessing would mislead an agency about what it owes.
 */
import { ELEMENT_DEFINITIONS } from '../categories';
import type { Direction, Favourability } from '../categories/define-category';

export type { Direction };

export const ELEMENT_DIRECTIONS: Readonly<Record<string, Favourability>> = Object.fromEntries(
  [...ELEMENT_DEFINITIONS].map(([key, element]) => [key, element.favourability]),
);

export function directionOf(elementKey: string): Direction {
  return ELEMENT_DIRECTIONS[elementKey]?.direction ?? 'neutral';
}
