import { z } from 'zod';
import { ElementOutcomeSchema } from '../element-outcomes';
import { RowCorrectionSchema } from './scan-review';
import { ScanSchema, ScanStatusSchema, TaskStatusSchema, TaskTypeSchema } from './scans';

/** Progress, comparison results and their extraction details (spec 02 §3, §4, §7). */
export const SectionTaskSchema = z.object({
  id: z.string(),
  section_name: z.string(),
  section_display_name: z.string(),
  task_type: TaskTypeSchema,
  status: TaskStatusSchema,
  error_message: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type SectionTask = z.infer<typeof SectionTaskSchema>;

export const OVERALL_STATUSES = ['not_started', 'processing', 'completed', 'failed'] as const;
export const SectionProgressSchema = z.object({
  sections: z.array(SectionTaskSchema),
  overall_status: z.enum(OVERALL_STATUSES),
  progress: z.object({
    percentage: z.number().int(),
    completed: z.number().int(),
    total: z.number().int(),
  }),
});
export type SectionProgress = z.infer<typeof SectionProgressSchema>;

export const FavourableSchema = z.enum(['current', 'client', 'equal', 'unknown']);

/**
 * A comparison row in the spec's shape plus the element key, favourability, inlenersbeloning and
 * what the engine concluded per side (found, not regulated, not found: see element-outcomes.ts).
 */
export const EngineComparisonResultSchema = z.object({
  categorie: z.string(),
  element: z.string(),
  element_key: z.string(),
  waarde_huidig: z.string().nullable(),
  art_nr_huidig: z.string().nullable(),
  waarde_nieuw: z.string().nullable(),
  art_nr_nieuw: z.string().nullable(),
  verschil: z.string(),
  eenheid: z.string(),
  favourable: FavourableSchema,
  is_inlenersbeloning: z.boolean(),
  current_outcome: ElementOutcomeSchema,
  client_outcome: ElementOutcomeSchema,
});

/** A row as the apps read it: the engine's, with a reviewer's correction per side on top (issue I). */
export const ComparisonResultSchema = EngineComparisonResultSchema.extend({
  current_correction: RowCorrectionSchema.nullable().optional(),
  client_correction: RowCorrectionSchema.nullable().optional(),
});
export type ComparisonResult = z.infer<typeof ComparisonResultSchema>;

export const SourceSchema = z.object({
  artikel_nummers: z.array(z.string()),
  pagina_nummers: z.array(z.number().int()),
  tekst_fragment: z.string().nullable(),
});
export type Source = z.infer<typeof SourceSchema>;

/** One extracted field of a section, with where it stands in the cao. */
export const ExtractionFieldSchema = z.object({
  label: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
  outcome: ElementOutcomeSchema,
  unit: z.string(),
  as_printed: z.string().nullable(),
  confidence: z.number(),
  note: z.string().nullable(),
  source: SourceSchema,
});
export type ExtractionField = z.infer<typeof ExtractionFieldSchema>;

export const ExtractionDetailsSchema = z.object({
  task_id: z.string(),
  section_name: z.string(),
  section_display_name: z.string(),
  task_type: TaskTypeSchema,
  /** element key → field; all the section's data, so the detail modal can show it whole. */
  extraction_data: z.record(z.string(), ExtractionFieldSchema),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type ExtractionDetails = z.infer<typeof ExtractionDetailsSchema>;

export const DetailedComparisonResultSchema = ComparisonResultSchema.extend({
  current_extraction_details: ExtractionDetailsSchema.nullable(),
  client_extraction_details: ExtractionDetailsSchema.nullable(),
});
export type DetailedComparisonResult = z.infer<typeof DetailedComparisonResultSchema>;

export const ComparisonResultsSchema = z.object({ results: z.array(ComparisonResultSchema) });
export const DetailedComparisonResultsSchema = z.object({ results: z.array(DetailedComparisonResultSchema) });

/** results is null until the scan is completed. */
export const ComparisonStatusSchema = z.object({
  status: ScanStatusSchema,
  error_message: z.string().nullable(),
  results: z.array(ComparisonResultSchema).nullable(),
});
export type ComparisonStatus = z.infer<typeof ComparisonStatusSchema>;

export const AdminScanSchema = ScanSchema.extend({ organization_name: z.string().nullable() });
export type AdminScan = z.infer<typeof AdminScanSchema>;
export const AdminScanListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const AdminScanListSchema = z.object({
  scans: z.array(AdminScanSchema),
  pagination: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
});
export type AdminScanList = z.infer<typeof AdminScanListSchema>;
