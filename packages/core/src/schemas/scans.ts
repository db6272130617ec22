import { z } from 'zod';
import { AgencyCaoSchema } from './cao-catalogue';
import { stripBidiControls } from '../bidi-controls';

/** Scans, their section tasks and comparison results (spec 02 §3, §4, §5, §7). */
export const SCAN_STATUSES = ['draft', 'in_progress', 'processing', 'completed', 'failed'] as const;
export const ScanStatusSchema = z.enum(SCAN_STATUSES);
export type ScanStatus = z.infer<typeof ScanStatusSchema>;

export const TASK_TYPES = ['extraction_current', 'extraction_client', 'comparison'] as const;
export const TaskTypeSchema = z.enum(TASK_TYPES);
export type TaskType = z.infer<typeof TaskTypeSchema>;

export const TASK_STATUSES = [
  'queued',
  'in_progress',
  'completed',
  'failed',
  'cancelled',
  'incomplete',
] as const;
export const TaskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export const ScanNameSchema = z
  .string({ error: 'Scan naam is verplicht' })
  .overwrite(stripBidiControls)
  .trim()
  .min(1, 'Scan naam is verplicht')
  .min(3, 'Scan naam moet minimaal 3 karakters bevatten')
  .max(255, 'Scan naam mag maximaal 255 karakters bevatten');

export const ScanDescriptionSchema = z
  .string()
  .overwrite(stripBidiControls)
  .max(1000, 'Beschrijving mag maximaal 1000 karakters bevatten')
  .nullish();

export const ScanCreateSchema = z.object({ name: ScanNameSchema, description: ScanDescriptionSchema });
export type ScanCreate = z.infer<typeof ScanCreateSchema>;

export const ScanUpdateSchema = z.object({
  name: ScanNameSchema.optional(),
  description: ScanDescriptionSchema,
});
export type ScanUpdate = z.infer<typeof ScanUpdateSchema>;

const optionalText = z.string().overwrite(stripBidiControls).trim().max(255).nullish();

/** The seven fields of the CAO selection and of the start-comparison payload (spec 02 §3). */
export const CaoSelectionSchema = z.object({
  is_abu_cao: z.boolean(),
  current_cao_file_id: z.uuid().nullish(),
  current_cao_name: optionalText,
  current_cao_sector: optionalText,
  client_cao_file_id: z.uuid().nullish(),
  client_cao_name: optionalText,
  client_cao_sector: optionalText,
});
export type CaoSelection = z.infer<typeof CaoSelectionSchema>;
export const StartComparisonSchema = CaoSelectionSchema;
export type StartComparison = CaoSelection;

export const AdvanceStepSchema = z.object({ new_step: z.number().int().min(1).max(4) });
export type AdvanceStep = z.infer<typeof AdvanceStepSchema>;

/** Creator summary: both spellings, the spec names display_name and the scan overview displayName. */
export const ScanCreatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  displayName: z.string().nullable(),
});
export type ScanCreator = z.infer<typeof ScanCreatorSchema>;

export const ScanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: ScanStatusSchema,
  current_step: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  user_id: z.string().nullable(),
  organization_id: z.string(),
  is_abu_cao: z.boolean().nullable(),
  current_cao_name: z.string().nullable(),
  current_cao_sector: z.string().nullable(),
  current_cao_file_id: z.string().nullable(),
  current_cao_filename: z.string().nullable(),
  client_cao_name: z.string().nullable(),
  client_cao_sector: z.string().nullable(),
  client_cao_file_id: z.string().nullable(),
  client_cao_filename: z.string().nullable(),
  error_message: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_by: ScanCreatorSchema.nullable(),
  is_owner: z.boolean(),
});
export type Scan = z.infer<typeof ScanSchema>;

export const ScanListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const ScanListSchema = z.object({ total: z.number().int(), scans: z.array(ScanSchema) });
export type ScanList = z.infer<typeof ScanListSchema>;

export const DeleteScanResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const CaoOptionSchema = z.object({
  hoofdsector: z.string(),
  subsector: z.string(),
  link: z.string().nullable(),
  pdf_link: z.string().nullable(),
  datum_van: z.string().nullable(),
  datum_tot: z.string().nullable(),
});
export type CaoOption = z.infer<typeof CaoOptionSchema>;
/**
 * `abu_cao` (not in the spec's answer, optional): which document the 'Ja, ABU / NBBU' answer uses,
 * so the wizard can name it, and say 'fictief' for the bundled demonstration document.
 */
export const CaoOverviewSchema = z.object({
  caos: z.array(CaoOptionSchema),
  abu_cao: AgencyCaoSchema.optional(),
});
export type CaoOverview = z.infer<typeof CaoOverviewSchema>;

export const StartComparisonResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  scan: ScanSchema,
});
