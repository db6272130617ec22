import type {
  CategoryValues,
  ComparisonRow,
  ExtractedElement,
  Inlenersbeloning,
  Unit,
} from '@caoscan/engine';
import { ComparisonResultSchema, UNITS } from '@caoscan/core';
import { z } from 'zod';

/**
 * What a section task stores in `scan_section_tasks.result` (and the extraction cache keeps), as
 * versioned zod schemas: a stored result is parsed, never cast, so a row of another shape is found
 * out where it is read. Version 1 is the shape results had before they carried a version, so those
 * rows read as version 1. A change of shape gets a new version and a parse of the old one.
 */
export const TASK_RESULT_VERSION = 1;

const UnitSchema = z.enum(UNITS);

export const ExtractedElementSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
  unit: UnitSchema,
  article: z.string().nullable(),
  lid: z.string().nullable().optional(),
  pages: z.array(z.number()),
  as_printed: z.string().nullable(),
  quote: z.string().nullable(),
  conversion: z
    .object({ factor: z.number().optional(), offset: z.number().optional(), round: z.number().optional() })
    .nullable()
    .optional(),
  normalisation: z.string().nullable().optional(),
  keywords: z.array(z.string()).optional(),
  note: z.string().nullable().optional(),
  confidence: z.number(),
});

export const CategoryValuesSchema = z.record(z.string(), ExtractedElementSchema);

const ComparisonRowSchema = ComparisonResultSchema.extend({
  current: ExtractedElementSchema.nullable(),
  client: ExtractedElementSchema.nullable(),
});

export const InlenersbeloningSchema = z.object({
  article: z.string().nullable(),
  lid: z.string().nullable().optional(),
  pages: z.array(z.number()),
  quote: z.string().nullable(),
  elements: z.array(z.string()),
});

/** Document-wide facts of the extraction cache's DOCUMENT_SECTION. */
export const DocumentFactsSchema = z.object({ inlenersbeloning: InlenersbeloningSchema.nullable() });

export const ExtractionTaskResultSchema = z.object({
  version: z.literal(TASK_RESULT_VERSION).default(TASK_RESULT_VERSION),
  values: CategoryValuesSchema,
});
export type ExtractionTaskResult = z.infer<typeof ExtractionTaskResultSchema>;

export const ComparisonTaskResultSchema = z.object({
  version: z.literal(TASK_RESULT_VERSION).default(TASK_RESULT_VERSION),
  rows: z.array(ComparisonRowSchema),
});
export type ComparisonTaskResult = z.infer<typeof ComparisonTaskResultSchema>;

/** A stored result that does not have the shape its task type promises. */
export class TaskResultError extends Error {}

export function parseExtractionResult(taskId: string, result: unknown): ExtractionTaskResult {
  return parseResult(ExtractionTaskResultSchema, taskId, result);
}

export function parseComparisonResult(taskId: string, result: unknown): ComparisonTaskResult {
  return parseResult(ComparisonTaskResultSchema, taskId, result);
}

function parseResult<T>(schema: z.ZodType<T>, taskId: string, result: unknown): T {
  const parsed = schema.safeParse(result);
  if (!parsed.success) {
    throw new TaskResultError(`stored result of task ${taskId} has another shape: ${parsed.error.message}`);
  }
  return parsed.data;
}

// The schemas describe exactly the engine's types: a field added on either side fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape = <T extends true>(): T | undefined => undefined;
sameShape<Same<z.infer<typeof UnitSchema>, Unit>>();
sameShape<Same<z.infer<typeof ExtractedElementSchema>, ExtractedElement>>();
sameShape<Same<z.infer<typeof CategoryValuesSchema>, CategoryValues>>();
sameShape<Same<z.infer<typeof ComparisonRowSchema>, ComparisonRow>>();
sameShape<Same<z.infer<typeof InlenersbeloningSchema>, Inlenersbeloning>>();
