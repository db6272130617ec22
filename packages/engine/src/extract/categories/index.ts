import type { CategoryRules } from '../rules/element-rule';
import { aanvullendeRegelingen } from './aanvullende-regelingen';
import { bijzondereUitkeringen } from './bijzondere-uitkeringen';
import { duurzaamWerkenEnLeven } from './duurzaam-werken';
import { ikb } from './ikb';
import { loondoorbetalingZiekte } from './loondoorbetaling-ziekte';
import { overigeRegelingen } from './overige-regelingen';
import { pensioen } from './pensioen';
import { vakantiebijslag } from './vakantiebijslag';
import { vergoedingen } from './vergoedingen';
import { verlof } from './verlof';

/** The rules per schema category, keyed by category key (one file per category). */
export const CATEGORY_RULES: Readonly<Record<string, CategoryRules>> = Object.fromEntries(
  [
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
  ].map((rules) => [rules.category, rules]),
);
