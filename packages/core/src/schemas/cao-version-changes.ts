import { z } from 'zod';
import { UNITS } from '../units';
import { ElementOutcomeSchema } from '../element-outcomes';
import { CaoVersionSchema } from './cao-catalogue';

/**
 * 'Wat is er veranderd' (issue K): two versions of one catalogue cao compared element by element.
 * Only what differs is listed: a changed value (gewijzigd), a value only the new version has
 * (nieuw), or only the old one (vervallen), or (agency cao's) an element the inlenersbeloning list
 * added or dropped (gewijzigd), each with its citation on both sides. Reading it costs
 * no credit. GET /caos/versions/{id}/changes (and `.xlsx`).
 */
export const VERSION_CHANGE_KINDS = ['gewijzigd', 'nieuw', 'vervallen'] as const;
export const VersionChangeKindSchema = z.enum(VERSION_CHANGE_KINDS);
export type VersionChangeKind = z.infer<typeof VersionChangeKindSchema>;

export const VERSION_CHANGE_KIND_LABELS: Readonly<Record<VersionChangeKind, string>> = {
  gewijzigd: 'Gewijzigd',
  nieuw: 'Nieuw',
  vervallen: 'Vervallen',
};

/** One element that differs between the old and the new version. */
export const VersionChangeSchema = z.object({
  categorie: z.string(),
  element_key: z.string(),
  element: z.string(),
  eenheid: z.string(),
  /** The unit code of the raw values (the schema's: eur_per_month, pct, date, text, …). */
  unit: z.enum(UNITS),
  kind: VersionChangeKindSchema,
  /** Formatted nl-NL with the unit ("€ 2.448,60 per maand"); null when that version has no value. */
  waarde_oud: z.string().nullable(),
  waarde_nieuw: z.string().nullable(),
  /** The values unformatted (a number, a YYYY-MM-DD date or text), for sorting and the Excel. */
  ruw_oud: z.union([z.number(), z.string()]).nullable(),
  ruw_nieuw: z.union([z.number(), z.string()]).nullable(),
  /** Why a side has no value: the cao says it does not regulate it, or the engine did not find it. */
  outcome_oud: ElementOutcomeSchema,
  outcome_nieuw: ElementOutcomeSchema,
  /** New − old ("+€ 50,00 per maand", "+1 procentpunt"), a text verdict, or "Nieuw"/"Vervallen". */
  verschil: z.string(),
  art_nr_oud: z.string().nullable(),
  paginas_oud: z.array(z.number().int()),
  citaat_oud: z.string().nullable(),
  art_nr_nieuw: z.string().nullable(),
  paginas_nieuw: z.array(z.number().int()),
  citaat_nieuw: z.string().nullable(),
  /** The new version lists it under the inlenersbeloning (agency cao's): it follows the hirer's cao. */
  is_inlenersbeloning: z.boolean(),
  /** The old version listed it there. */
  was_inlenersbeloning: z.boolean(),
});
export type VersionChange = z.infer<typeof VersionChangeSchema>;

export const VersionChangesSummarySchema = z.object({
  total: z.number().int(),
  gewijzigd: z.number().int(),
  nieuw: z.number().int(),
  vervallen: z.number().int(),
});
export type VersionChangesSummary = z.infer<typeof VersionChangesSummarySchema>;

export const ComparedVersionSchema = CaoVersionSchema.pick({
  id: true,
  label: true,
  term_start: true,
  term_end: true,
  page_count: true,
  original_filename: true,
  is_current: true,
  created_at: true,
});
export type ComparedVersion = z.infer<typeof ComparedVersionSchema>;

/** GET /caos/versions/{id}/changes[?from=<versionId>]: `to` against `from` (default: the version before). */
export const CaoVersionChangesSchema = z.object({
  cao: z.object({ id: z.string(), name: z.string(), sector: z.string() }),
  from: ComparedVersionSchema,
  to: ComparedVersionSchema,
  changes: z.array(VersionChangeSchema),
  summary: VersionChangesSummarySchema,
});
export type CaoVersionChanges = z.infer<typeof CaoVersionChangesSchema>;

export const CaoVersionChangesQuerySchema = z.object({
  from: z.string().optional(),
});
export type CaoVersionChangesQuery = z.infer<typeof CaoVersionChangesQuerySchema>;
