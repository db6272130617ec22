/**
 * A hand-written gold entry before its pages are known. Pages are not typed by hand: they are the
 * physical pages on which the `quote` (and each `also` passage: FAQ, example, summary, table row)
 * stands in the engine's text layer. `as_printed` must stand inside the quote and each `also`.
 */
import type { Conversion } from '../../src/types';

export interface GoldSpecEntry {
  value: number | string | null;
  article?: string | null;
  lid?: string;
  as_printed?: string;
  quote?: string;
  /** Further passages that print the same value (counted in `pages`). */
  also?: string[];
  keywords?: string[];
  note?: string;
  conversion?: Conversion;
  normalisation?: string;
  in_table?: boolean;
  table_row?: string;
}

export interface GoldSpec {
  document: string;
  cao_name: string;
  sector: string;
  notes?: string;
  /** category → element → entry; every schema element must be present. */
  values: Record<string, Record<string, GoldSpecEntry>>;
}

/** The README's rule for a reference that makes an element null. */
export const FOLLOWS_CLIENT = 'Volgt de regeling van de inlener; de cao regelt geen eigen waarde.';
export const NOT_REGULATED = 'Niet geregeld.';
