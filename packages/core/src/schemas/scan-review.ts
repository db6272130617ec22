import { z } from 'zod';

/**
 * Reviewing a completed scan against its documents (issue I): a document page to view, and the
 * corrections a reviewer makes beside the engine's values, with their trail.
 */
export const ScanSideSchema = z.enum(['current', 'client']);
export type ScanSide = z.infer<typeof ScanSideSchema>;

/** A page of one side's document: its text (DOCX/DOC/TXT are shown as text) and the page count. */
export const DocumentPageSchema = z.object({
  side: ScanSideSchema,
  filename: z.string(),
  format: z.enum(['pdf', 'docx', 'doc', 'txt']),
  page: z.number().int(),
  page_count: z.number().int(),
  lines: z.array(z.string()),
});
export type DocumentPage = z.infer<typeof DocumentPageSchema>;

export const CorrectValueSchema = z.object({
  category: z.string().min(1).max(100),
  element_key: z.string().min(1).max(100),
  side: ScanSideSchema,
  /** As typed, in the element's unit and Dutch notation ('€ 2.345,67', '3,5%'). */
  value: z.string().max(500),
  page: z.number().int(),
  article: z.string().trim().max(100).nullish(),
  reason: z.string().trim().max(1000).nullish(),
});
export type CorrectValue = z.infer<typeof CorrectValueSchema>;

export const RestoreValueSchema = z.object({
  category: z.string().min(1).max(100),
  element_key: z.string().min(1).max(100),
  side: ScanSideSchema,
  reason: z.string().trim().max(1000).nullish(),
});
export type RestoreValue = z.infer<typeof RestoreValueSchema>;

/** One change in the trail: a correction or a restore of the engine's value. */
export const ValueCorrectionSchema = z.object({
  id: z.string(),
  category: z.string(),
  element_key: z.string(),
  side: ScanSideSchema,
  action: z.enum(['correct', 'restore']),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  page: z.number().int().nullable(),
  article: z.string().nullable(),
  reason: z.string().nullable(),
  author_name: z.string(),
  created_at: z.string(),
});
export type ValueCorrection = z.infer<typeof ValueCorrectionSchema>;

export const CorrectionTrailSchema = z.object({ corrections: z.array(ValueCorrectionSchema) });
export type CorrectionTrail = z.infer<typeof CorrectionTrailSchema>;

/** On a row: the side's value is a reviewer's, not the engine's (which is kept as `engine_value`). */
export const RowCorrectionSchema = z.object({
  engine_value: z.string().nullable(),
  page: z.number().int().nullable(),
  article: z.string().nullable(),
  reason: z.string().nullable(),
  author_name: z.string(),
  corrected_at: z.string(),
});
export type RowCorrection = z.infer<typeof RowCorrectionSchema>;
