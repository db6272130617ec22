import { sql } from 'kysely';
import { readDocumentText } from '../scans/document-texts';
import { isDocumentError } from '../scans/engine';
import { cachedExtraction, DOCUMENT_SECTION } from '../scans/extraction-cache';
import type { ScanServices } from '../scans/scan-services';
import { CategoryValuesSchema, DocumentFactsSchema } from '../scans/task-results';
import { currentExtractionKey, versionSections } from './version-extraction';

/** OCR is shared round robin between owners; the catalogue reads as one owner of its own. */
const CATALOGUE_OWNER = 'cao-catalogue';
/** The reason a version shows when its job gave up for good (jobs/version-extraction-worker.ts). */
export const EXTRACTION_GAVE_UP =
  'Het uitlezen van deze versie is na meerdere pogingen mislukt door een interne fout. Neem contact op met de ontwikkelaars; het uitlezen wordt bij de volgende start van de server opnieuw geprobeerd.';

/** Thrown between sections when the worker stops: the job is handed back and resumes later. */
export class ExtractionStoppedError extends Error {}

export type ExtractionOutcome = 'completed' | 'failed' | 'gone';

/**
 * Extracts a catalogue version under this process's engine version: its text (document_texts) and
 * every category plus the document-wide facts (inlenersbeloning) into the extraction cache under
 * exactly the key a scan uses (content hash, engine version, extractor), so a 'Ja, ABU / NBBU' scan
 * on this version finds the current side extracted already. Run by the version's job (one at a time
 * per version: jobs/version-extraction-worker.ts); sections already cached are not redone, so a
 * retried job resumes. Status: queued → in_progress → completed, or failed with the engine's Dutch
 * reason for a document it cannot read. A version already completed (by an older engine) stays
 * completed while it is extracted again. Any other error is thrown: the job is retried.
 */
export async function extractCatalogueVersion(
  services: ScanServices,
  versionId: string,
  signal?: AbortSignal,
): Promise<ExtractionOutcome> {
  const { db, engine, storage } = services;
  const version = await db
    .selectFrom('catalogue_cao_versions')
    .select(['sha256', 'storage_key', 'extraction_status'])
    .where('id', '=', versionId)
    .executeTakeFirst();
  if (!version) return 'gone';
  if (version.extraction_status !== 'completed') {
    await db
      .updateTable('catalogue_cao_versions')
      .set({
        extraction_status: 'in_progress',
        extraction_started_at: sql<Date>`now()`,
        extraction_error: null,
      })
      .where('id', '=', versionId)
      .execute();
  }
  const { extractor } = services.pipelineDeps();
  const key = (section: string) => ({ sha256: version.sha256, ...currentExtractionKey(services), section });
  const checkStop = () => {
    if (signal?.aborted) throw new ExtractionStoppedError('worker stopping');
  };
  try {
    const text = await readDocumentText(
      db,
      engine,
      { sha256: version.sha256, load: () => storage.read(version.storage_key) },
      { owner: CATALOGUE_OWNER, signal },
    );
    for (const category of engine.categories) {
      checkStop();
      await cachedExtraction(db, key(category.key), CategoryValuesSchema, () =>
        engine.extractSection(text, category.key, extractor),
      );
    }
    await cachedExtraction(db, key(DOCUMENT_SECTION), DocumentFactsSchema, async () => ({
      inlenersbeloning: await engine.findInlenersbeloning(text),
    }));
  } catch (error) {
    if (!isDocumentError(error) || signal?.aborted) throw error;
    await db
      .updateTable('catalogue_cao_versions')
      .set({ extraction_status: 'failed', extraction_error: error.message })
      .where('id', '=', versionId)
      .execute();
    return 'failed';
  }
  await db
    .updateTable('catalogue_cao_versions')
    .set({ extraction_status: 'completed', extraction_error: null })
    .where('id', '=', versionId)
    .execute();
  return 'completed';
}

/** A job that gave up for good: the version shows why (a completed one keeps its old extraction). */
export async function markExtractionGaveUp(services: ScanServices, versionId: string): Promise<void> {
  await services.db
    .updateTable('catalogue_cao_versions')
    .set({ extraction_status: 'failed', extraction_error: EXTRACTION_GAVE_UP })
    .where('id', '=', versionId)
    .where('extraction_status', '!=', 'completed')
    .execute();
}

/**
 * The versions that need their job (again) at a process's start: those queued or left in progress
 * (a process that died or stopped mid-extraction), those whose job gave up on an internal error, and those completed by another engine version or
 * extractor — after an engine upgrade each is extracted again once, by a job, not by a request.
 */
export async function findVersionsToExtract(services: ScanServices): Promise<string[]> {
  const { engineVersion, extractor } = currentExtractionKey(services);
  const sections = versionSections(services);
  const rows = await services.db
    .selectFrom('catalogue_cao_versions as v')
    .select('v.id')
    .where((eb) =>
      eb.or([
        eb('v.extraction_status', 'in', ['queued', 'in_progress']),
        // A job that gave up on an internal error (not a document the engine cannot read) tries again.
        eb.and([eb('v.extraction_status', '=', 'failed'), eb('v.extraction_error', '=', EXTRACTION_GAVE_UP)]),
        eb.and([
          eb('v.extraction_status', '=', 'completed'),
          eb(
            eb
              .selectFrom('extraction_cache as c')
              .select(sql<number>`count(*)::int`.as('n'))
              .whereRef('c.sha256', '=', 'v.sha256')
              .where('c.engine_version', '=', engineVersion)
              .where('c.extractor', '=', extractor)
              .where('c.section_name', 'in', sections),
            '<',
            sections.length,
          ),
        ]),
      ]),
    )
    .orderBy('v.created_at')
    .execute();
  return rows.map((row) => row.id);
}
