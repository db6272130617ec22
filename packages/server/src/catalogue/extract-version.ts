import { sql } from 'kysely';
import { readDocumentText } from '../scans/document-texts';
import { isDocumentError } from '../scans/engine';
import { cachedExtraction, DOCUMENT_SECTION } from '../scans/extraction-cache';
import type { ScanServices } from '../scans/scan-services';
import { CategoryValuesSchema, DocumentFactsSchema } from '../scans/task-results';

/** OCR is shared round robin between owners; the catalogue reads as one owner of its own. */
const CATALOGUE_OWNER = 'cao-catalogue';
/** A version 'in_progress' this long was left by a process that died: it is taken up again. */
const STALE_MINUTES = 15;
const FAILED =
  'Het uitlezen van deze versie is mislukt door een interne fout. Upload het document opnieuw of neem contact op met de ontwikkelaars.';

/**
 * Extracts a catalogue version once: its text (document_texts) and every category plus the
 * document-wide facts (inlenersbeloning) into the extraction cache under exactly the key a scan
 * uses (content hash, engine version, extractor), so a 'Ja, ABU / NBBU' scan on this version finds
 * the current side extracted already. The status row says queued → in_progress → completed or
 * failed; claiming it is one UPDATE, so two processes never extract the same version at once.
 */
export async function extractCatalogueVersion(services: ScanServices, versionId: string): Promise<void> {
  const { db, engine, storage } = services;
  const claimed = await db
    .updateTable('catalogue_cao_versions')
    .set({
      extraction_status: 'in_progress',
      extraction_started_at: sql<Date>`now()`,
      extraction_error: null,
    })
    .where('id', '=', versionId)
    .where((eb) =>
      eb.or([
        eb('extraction_status', '=', 'queued'),
        eb.and([
          eb('extraction_status', '=', 'in_progress'),
          eb('extraction_started_at', '<', sql<Date>`now() - ${`${STALE_MINUTES} minutes`}::interval`),
        ]),
      ]),
    )
    .returning(['sha256', 'storage_key'])
    .executeTakeFirst();
  if (!claimed) return;
  const { extractor, extractorKey } = services.pipelineDeps();
  try {
    const text = await readDocumentText(
      db,
      engine,
      { sha256: claimed.sha256, load: () => storage.read(claimed.storage_key) },
      { owner: CATALOGUE_OWNER },
    );
    const key = (section: string) => ({
      sha256: claimed.sha256,
      engineVersion: engine.version,
      extractor: extractorKey,
      section,
    });
    for (const category of engine.categories) {
      await cachedExtraction(db, key(category.key), CategoryValuesSchema, () =>
        engine.extractSection(text, category.key, extractor),
      );
    }
    await cachedExtraction(db, key(DOCUMENT_SECTION), DocumentFactsSchema, async () => ({
      inlenersbeloning: await engine.findInlenersbeloning(text),
    }));
    await db
      .updateTable('catalogue_cao_versions')
      .set({ extraction_status: 'completed', extraction_error: null })
      .where('id', '=', versionId)
      .execute();
  } catch (error) {
    await db
      .updateTable('catalogue_cao_versions')
      .set({
        extraction_status: 'failed',
        extraction_error: isDocumentError(error) ? error.message : FAILED,
      })
      .where('id', '=', versionId)
      .execute();
    if (!isDocumentError(error)) throw error;
  }
}

/**
 * The extractions this process runs in the background: started after an upload, resumed at start
 * for versions left queued (or in progress by a process that died), awaited at shutdown.
 */
export function createCatalogueExtractions(
  services: ScanServices,
  log: (message: string, error: unknown) => void,
) {
  const running = new Set<Promise<void>>();
  const start = (versionId: string) => {
    const work = extractCatalogueVersion(services, versionId)
      .catch((error: unknown) => log(`catalogue version ${versionId}: extraction failed`, error))
      .finally(() => running.delete(work));
    running.add(work);
    return work;
  };
  return {
    start,
    async resume() {
      const waiting = await services.db
        .selectFrom('catalogue_cao_versions')
        .select('id')
        .where('extraction_status', 'in', ['queued', 'in_progress'])
        .orderBy('created_at')
        .execute();
      for (const version of waiting) await start(version.id);
    },
    async close() {
      await Promise.allSettled([...running]);
    },
  };
}

export type CatalogueExtractions = ReturnType<typeof createCatalogueExtractions>;
