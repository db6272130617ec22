import type {
  CategoryValues,
  ComparisonRow,
  ExtractedElement,
  Inlenersbeloning,
  Unit,
} from '@caoscan/engine';
import {
  EngineComparisonResultSchema,
  describeCheckByHand,
  ElementOutcomeSchema,
  UNITS,
  type ElementOutcome,
} from '@caoscan/core';
import { z } from 'zod';

/**
 * What a section task stores in `scan_section_tasks.result` (and the extraction cache keeps), as
 * versioned zod schemas: a stored result is parsed, never cast, so a row of another shape is found
 * out where it is read. Version 1 is the shape results had before they carried a version, so those
 * rows read as version 1. A change of shape gets a new version and a parse of the old one.
 * Version 2 adds each element's outcome (found / not regulated / not found) and each row's per side.
 */
export const TASK_RESULT_VERSION = 2;

const UnitSchema = z.enum(UNITS);

export const ExtractedElementSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
  outcome: ElementOutcomeSchema,
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

/** The current shape (the extraction cache reads only this: an older entry is extracted again). */
export const CategoryValuesSchema = z.record(z.string(), ExtractedElementSchema);

const ComparisonRowSchema = EngineComparisonResultSchema.extend({
  current: ExtractedElementSchema.nullable(),
  client: ExtractedElementSchema.nullable(),
});

/**
 * Version 1 had no outcomes. A value was found; a null proves nothing about the cao, so it reads as
 * not found (to be checked by hand), and a row with such a side gets the check-by-hand verdict.
 */
const ExtractedElementV1Schema = ExtractedElementSchema.extend({
  outcome: ElementOutcomeSchema.optional(),
}).transform((element): ExtractedElement => ({
  ...element,
  outcome: element.outcome ?? (element.value === null ? 'not_found' : 'found'),
}));

const sideOutcome = (element: ExtractedElement | null): ElementOutcome => element?.outcome ?? 'not_found';

const ComparisonRowV1Schema = EngineComparisonResultSchema.extend({
  current_outcome: ElementOutcomeSchema.optional(),
  client_outcome: ElementOutcomeSchema.optional(),
  current: ExtractedElementV1Schema.nullable(),
  client: ExtractedElementV1Schema.nullable(),
}).transform((row): ComparisonRow => {
  const outcomes = {
    current_outcome: row.current_outcome ?? sideOutcome(row.current),
    client_outcome: row.client_outcome ?? sideOutcome(row.client),
  };
  const toCheck = describeCheckByHand(outcomes);
  return {
    ...row,
    ...outcomes,
    ...(toCheck ? { verschil: toCheck, favourable: 'unknown' as const } : {}),
  };
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

/** Version 1, also without a version field; read as the current version. */
const LEGACY_VERSION = z.literal(1).default(1);
const upgrade = <T extends object>(result: T) => ({ ...result, version: TASK_RESULT_VERSION });

export const ExtractionTaskResultSchema = z.union([
  z.object({ version: z.literal(TASK_RESULT_VERSION), values: CategoryValuesSchema }),
  z
    .object({ version: LEGACY_VERSION, values: z.record(z.string(), ExtractedElementV1Schema) })
    .transform(upgrade),
]);
export type ExtractionTaskResult = z.infer<typeof ExtractionTaskResultSchema>;

export const ComparisonTaskResultSchema = z.union([
  z.object({ version: z.literal(TASK_RESULT_VERSION), rows: z.array(ComparisonRowSchema) }),
  z.object({ version: LEGACY_VERSION, rows: z.array(ComparisonRowV1Schema) }).transform(upgrade),
]);
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
