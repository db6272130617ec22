import type { ExtractContext } from './context';
import type { Finding } from './finding';

/** How the built-in extractor finds one schema element. */
export interface ElementRule {
  key: string;
  find(context: ExtractContext): Finding | null;
  /** Note for a null value when nothing was found. */
  missing?: string;
}

/** The rules of one schema category, one per element. */
export interface CategoryRules {
  category: string;
  elements: readonly ElementRule[];
}
