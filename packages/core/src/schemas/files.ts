import { z } from 'zod';

/** POST /files/upload (spec 02 §3 "Uploaded file record / upload result", §5, §7). */
export const FILE_KINDS = ['current', 'client'] as const;
export const FileKindSchema = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof FileKindSchema>;

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'doc', 'txt'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export const UploadResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  file_id: z.string(),
  storage_path: z.string(),
  original_filename: z.string(),
  file_size: z.number().int(),
  cao_name: z.string().nullable(),
  sector: z.string().nullable(),
  kind: FileKindSchema.nullable(),
  format: z.enum(DOCUMENT_FORMATS),
  page_count: z.number().int(),
  sha256: z.string(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

/**
 * The multipart fields next to `file` (documented for OpenAPI; parsed from the stream). Without
 * `cao_scan_id` the file goes to the organisation's file store ('Bestanden beheren'), from where a
 * scan can choose it later.
 */
export const UploadFieldsSchema = z.object({
  cao_scan_id: z.uuid().optional(),
  sector: z.string().max(255).optional(),
  cao_name: z.string().max(255).optional(),
  kind: FileKindSchema.optional(),
});
export type UploadFields = z.infer<typeof UploadFieldsSchema>;

/** DELETE /files/{id}: a file of the organisation's store that no scan uses. */
export const DeleteFileResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteFileResponse = z.infer<typeof DeleteFileResponseSchema>;
