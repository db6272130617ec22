import type { CategoryExtractor, DocumentText, Inlenersbeloning } from '@caoscan/engine';
import type { TaskType } from '@caoscan/core';
import type { Db } from '../db/database';
import type { ReferenceDocument } from '../catalogue/abu-document';
import type { Storage } from '../storage/storage';
import type { ScanEngine } from './engine';
import { readDocumentText } from './document-texts';
import { cachedExtraction, DOCUMENT_SECTION } from './extraction-cache';
import { finishScan, type FinishOutcome } from './finish-scan';
import { runTask, TaskError } from './run-task';
import { resolveScanDocuments, type ScanDocument } from './scan-documents';
import { listSectionTasks } from './section-tasks';
import {
  CategoryValuesSchema,
  DocumentFactsSchema,
  parseExtractionResult,
  TASK_RESULT_VERSION,
  TaskResultError,
  type ComparisonTaskResult,
  type ExtractionTaskResult,
} from './task-results';

export interface PipelineDeps {
  db: Db;
  storage: Storage;
  engine: ScanEngine;
  extractor: CategoryExtractor;
  /** The extractor in the cache key: 'builtin', or 'llm:<provider>:<model>' (another model extracts anew). */
  extractorKey: string;
  loadAbuDocument: () => Promise<ReferenceDocument>;
  log: (message: string, error?: unknown) => void;
}

/** Thrown between tasks when the worker stops: the job is retried and resumes where it left off. */
export class PipelineStoppedError extends Error {}

/**
 * Works through a scan's 48 section tasks: the current cao's 16 extractions, the client's 16, then
 * the 16 comparisons; completed tasks are skipped (resume), so a retried job only does what is left.
 * Extractions come from the cache when this document was read before by this engine version, and
 * the document's text from the one its upload read (document-texts.ts).
 */
export async function runScanPipeline(
  deps: PipelineDeps,
  scanId: string,
  signal?: AbortSignal,
): Promise<FinishOutcome | 'skipped'> {
  const { db, engine, extractor } = deps;
  const scan = await db.selectFrom('cao_scans').selectAll().where('id', '=', scanId).executeTakeFirst();
  if (!scan || scan.status !== 'processing') return 'skipped';

  const sides = resolveScanDocuments(db, deps.storage, deps.loadAbuDocument, scan);
  sides.catch(() => {}); // a missing document fails its tasks below, not the job
  const document = async (side: 'current' | 'client') => (await sides)[side];
  const texts = new Map<string, Promise<DocumentText>>();
  const readText = (doc: ScanDocument) => {
    let text = texts.get(doc.side);
    if (!text) {
      text = readDocumentText(db, engine, doc, { owner: scan.organization_id });
      texts.set(doc.side, text);
    }
    return text;
  };
  const cacheKey = (doc: ScanDocument, section: string) => ({
    sha256: doc.sha256,
    engineVersion: engine.version,
    extractor: deps.extractorKey,
    section,
  });

  const extraction = async (side: 'current' | 'client', category: string): Promise<ExtractionTaskResult> => {
    const doc = await document(side);
    const values = await cachedExtraction(db, cacheKey(doc, category), CategoryValuesSchema, async () =>
      engine.extractSection(await readText(doc), category, extractor),
    );
    return { version: TASK_RESULT_VERSION, values };
  };

  let inlenersbeloning: Promise<Inlenersbeloning | null> | null = null;
  const findInlenersbeloning = () => {
    inlenersbeloning ??= document('current').then(async (doc) => {
      const facts = await cachedExtraction(
        db,
        cacheKey(doc, DOCUMENT_SECTION),
        DocumentFactsSchema,
        async () => ({
          inlenersbeloning: await engine.findInlenersbeloning(await readText(doc)),
        }),
      );
      return facts.inlenersbeloning;
    });
    return inlenersbeloning;
  };

  const checkStop = () => {
    if (signal?.aborted) throw new PipelineStoppedError('worker stopping');
  };

  const extractionTypes: [TaskType, 'current' | 'client'][] = [
    ['extraction_current', 'current'],
    ['extraction_client', 'client'],
  ];
  for (const [type, side] of extractionTypes) {
    const tasks = await listSectionTasks(db, scanId, type);
    for (const task of tasks) {
      if (task.status === 'completed') continue;
      checkStop();
      const outcome = await runTask(db, task.id, () => extraction(side, task.section_name), deps.log);
      if (outcome === 'gone') return 'gone';
    }
  }

  const all = await listSectionTasks(db, scanId);
  const extractionOf = (type: TaskType, section: string) =>
    all.find((t) => t.task_type === type && t.section_name === section);
  for (const task of all.filter((t) => t.task_type === 'comparison')) {
    if (task.status === 'completed') continue;
    checkStop();
    const outcome = await runTask(
      db,
      task.id,
      async (): Promise<ComparisonTaskResult> => {
        const current = extractionOf('extraction_current', task.section_name);
        const client = extractionOf('extraction_client', task.section_name);
        if (current?.status !== 'completed' || client?.status !== 'completed') {
          throw new TaskError('Vergelijking niet mogelijk: het uitlezen van deze sectie is mislukt.');
        }
        const rows = engine.compareCategory(
          task.section_name,
          readValues(current),
          readValues(client),
          await findInlenersbeloning(),
        );
        return { version: TASK_RESULT_VERSION, rows };
      },
      deps.log,
    );
    if (outcome === 'gone') return 'gone';
  }
  return finishScan(db, scanId);
}

/** A completed extraction's values; one stored in another shape fails the comparison, in Dutch. */
function readValues(task: { id: string; result: unknown }) {
  try {
    return parseExtractionResult(task.id, task.result).values;
  } catch (error) {
    if (!(error instanceof TaskResultError)) throw error;
    throw new TaskError(
      'Vergelijking niet mogelijk: de opgeslagen uitkomst van het uitlezen is onleesbaar. Herstart de vergelijking.',
    );
  }
}
