import type { CategoryRules } from '../rules/element-rule';
import { vakantiebijslag } from './vakantiebijslag';

/** The rules per schema category, keyed by category key. */
export const CATEGORY_RULES: Readonly<Record<string, CategoryRules>> = Object.fromEntries(
  [vakantiebijslag].map((rules) => [rules.category, rules]),
);
