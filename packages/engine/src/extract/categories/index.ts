import type { CategoryRules } from '../rules/element-rule';
import { aanvullendeRegelingen } from './aanvullende-regelingen';
import { duurzaamWerkenEnLeven } from './duurzaam-werken';
import { ikb } from './ikb';
import { overigeRegelingen } from './overige-regelingen';
import { pensioen } from './pensioen';

/** The rules per schema category, keyed by category key (one file per category). */
export const CATEGORY_RULES: Readonly<Record<string, CategoryRules>> = Object.fromEntries(
  [ikb, pensioen, duurzaamWerkenEnLeven, aanvullendeRegelingen, overigeRegelingen].map((rules) => [
    rules.category,
    rules,
  ]),
);
