import { z } from 'zod';
import { DOCUMENT_FORMATS } from './files';

/**
 * The cao catalogue the platform keeps (issue K): cao's with their versions, one marked current.
 * Platform admins and support staff upload and mark (GET/POST /admin/caos…); every organisation
 * reads the current versions (GET /caos, and the wizard's cao-overview).
 */

/** A version's extraction by the engine, done once per content hash. */
export const CATALOGUE_EXTRACTION_STATUSES = ['queued', 'in_progress', 'completed', 'failed'] as const;
export const CatalogueExtractionStatusSchema = z.enum(CATALOGUE_EXTRACTION_STATUSES);
export type CatalogueExtractionStatus = z.infer<typeof CatalogueExtractionStatusSchema>;

export const CATALOGUE_EXTRACTION_LABELS: Record<CatalogueExtractionStatus, string> = {
  queued: 'wachtend',
  in_progress: 'bezig',
  completed: 'klaar',
  failed: 'mislukt',
};

/** A calendar day as the catalogue stores terms: YYYY-MM-DD. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DaySchema = z
  .string()
  .regex(DAY, 'Geef een datum als JJJJ-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Dit is geen bestaande datum.');

export const CaoVersionSchema = z.object({
  id: z.string(),
  cao_id: z.string(),
  label: z.string(),
  term_start: z.string().nullable(),
  term_end: z.string().nullable(),
  original_filename: z.string(),
  format: z.enum(DOCUMENT_FORMATS),
  file_size: z.number().int(),
  page_count: z.number().int(),
  sha256: z.string(),
  extraction_status: CatalogueExtractionStatusSchema,
  extraction_error: z.string().nullable(),
  is_current: z.boolean(),
  uploaded_by_email: z.string().nullable(),
  created_at: z.string(),
});
export type CaoVersion = z.infer<typeof CaoVersionSchema>;

export const CatalogueCaoSchema = z.object({
  id: z.string(),
  name: z.string(),
  sector: z.string(),
  /** The cao behind the wizard's 'Ja, ABU / NBBU'. */
  is_agency_cao: z.boolean(),
  current_version_id: z.string().nullable(),
  /** Newest first. */
  versions: z.array(CaoVersionSchema),
  created_at: z.string(),
});
export type CatalogueCao = z.infer<typeof CatalogueCaoSchema>;

/** GET /admin/caos: every cao with all its versions. */
export const AdminCaoListSchema = z.object({ caos: z.array(CatalogueCaoSchema) });
export type AdminCaoList = z.infer<typeof AdminCaoListSchema>;

/**
 * The multipart fields next to `file` of POST /admin/caos/versions: a version of an existing cao
 * (`cao_id`) or the first version of a new one (`name` and `sector`), its label and term.
 */
export const CaoVersionUploadFieldsSchema = z
  .object({
    cao_id: z.uuid('Kies een bestaande cao uit de lijst.').optional(),
    name: z.string().trim().min(2, 'Geef de naam van de cao (minimaal 2 tekens).').max(200).optional(),
    sector: z.string().trim().min(2, 'Geef de sector van de cao (minimaal 2 tekens).').max(200).optional(),
    label: z
      .string()
      .trim()
      .min(1, 'Geef de versie een naam, bijvoorbeeld "2025-2026".')
      .max(100, 'De versienaam mag maximaal 100 tekens bevatten.'),
    term_start: DaySchema.optional(),
    term_end: DaySchema.optional(),
  })
  .refine((fields) => fields.cao_id || (fields.name && fields.sector), {
    message: 'Kies een bestaande cao, of geef de naam en sector van een nieuwe cao.',
    path: ['cao_id'],
  })
  .refine((fields) => !fields.term_start || !fields.term_end || fields.term_end >= fields.term_start, {
    message: 'De looptijd eindigt vóór hij begint: controleer de begin- en einddatum.',
    path: ['term_end'],
  });
export type CaoVersionUploadFields = z.infer<typeof CaoVersionUploadFieldsSchema>;

export const CaoVersionUploadResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  cao: CatalogueCaoSchema,
  version: CaoVersionSchema,
});
export type CaoVersionUploadResult = z.infer<typeof CaoVersionUploadResultSchema>;

/** PUT /admin/caos/versions/{id}/current. */
export const CaoVersionCurrentResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  cao: CatalogueCaoSchema,
});
export type CaoVersionCurrentResult = z.infer<typeof CaoVersionCurrentResultSchema>;

/** What an organisation reads of a cao: its current version only. */
export const PublicCaoVersionSchema = CaoVersionSchema.pick({
  id: true,
  label: true,
  term_start: true,
  term_end: true,
  page_count: true,
  extraction_status: true,
});
export const PublicCatalogueCaoSchema = z.object({
  id: z.string(),
  name: z.string(),
  sector: z.string(),
  is_agency_cao: z.boolean(),
  current_version: PublicCaoVersionSchema,
});
export type PublicCatalogueCao = z.infer<typeof PublicCatalogueCaoSchema>;

/** GET /caos: the catalogue's cao's that have a current version. */
export const PublicCatalogueSchema = z.object({ caos: z.array(PublicCatalogueCaoSchema) });
export type PublicCatalogue = z.infer<typeof PublicCatalogueSchema>;

/**
 * The document behind the wizard's 'Ja, ABU / NBBU': the catalogue's current version of the agency
 * cao, the configured one (ABU_CAO_PATH/URL), or the bundled fictional one (`is_fictional`).
 */
export const AgencyCaoSchema = z.object({
  source: z.enum(['catalogue', 'configured', 'bundled']),
  name: z.string(),
  version_label: z.string().nullable(),
  datum_van: z.string().nullable(),
  datum_tot: z.string().nullable(),
  is_fictional: z.boolean(),
});
export type AgencyCao = z.infer<typeof AgencyCaoSchema>;

/** 'fictief' wherever a user sees the bundled agency cao's name. */
export const FICTIONAL_AGENCY_CAO_NAME = 'Uitzend-cao (fictief, demonstratiedocument)';
