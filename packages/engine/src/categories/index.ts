/**
 * The registry: one definition per category (categories/<category>/index.ts), in catalogue order.
 * Extraction, LLM retrieval and favourability read categories only from here.
 */
import type { CategoryKey } from '@caoscan/core';
import type { CategoryDefinition, ElementDefinition } from './define-category';
import { overigeRegelingen } from './overige-regelingen';
import { aanvullendeRegelingen } from './aanvullende-regelingen';
import { duurzaamWerkenEnLeven } from './duurzaam-werken-en-leven';
import { pensioen } from './pensioen';
import { ikb } from './ikb';
import { verlof } from './verlof';
import { loondoorbetalingZiekte } from './loondoorbetaling-ziekte';
import { bijzondereUitkeringen } from './bijzondere-uitkeringen';
import { vergoedingen } from './vergoedingen';
import { vakantiebijslag } from './vakantiebijslag';
import { betaaldePauzes } from './betaalde-pauzes';
import { periodieken } from './periodieken';
import { inschaling } from './inschaling';
import { beloning } from './beloning';
import { initieleVerhogingen } from './initiele-verhogingen';
import { toeslagen } from './toeslagen';

export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = [
  beloning,
  inschaling,
  periodieken,
  initieleVerhogingen,
  betaaldePauzes,
  toeslagen,
  vakantiebijslag,
  vergoedingen,
  bijzondereUitkeringen,
  loondoorbetalingZiekte,
  verlof,
  ikb,
  pensioen,
  duurzaamWerkenEnLeven,
  aanvullendeRegelingen,
  overigeRegelingen,
];

const BY_KEY = new Map<string, CategoryDefinition>(
  CATEGORY_DEFINITIONS.map((definition) => [definition.key, definition]),
);

export function findCategoryDefinition(key: string): CategoryDefinition | undefined {
  return BY_KEY.get(key);
}

/** Every element definition, by element key (element keys are unique across the catalogue). */
export const ELEMENT_DEFINITIONS: ReadonlyMap<string, ElementDefinition> = new Map(
  CATEGORY_DEFINITIONS.flatMap((definition) =>
    definition.elements.map((element) => [element.key, element] as const),
  ),
);

export type { CategoryKey };
export {
  defineCategory,
  type CategoryDefinition,
  type Direction,
  type ElementDefinition,
  type Favourability,
} from './define-category';
