import type { CaoAlertChange } from '@caoscan/core';
import type { CategoryValues } from '@caoscan/engine';
import { readDocumentText } from '../../scans/document-texts';
import { cachedExtraction, DOCUMENT_SECTION } from '../../scans/extraction-cache';
import type { ScanServices } from '../../scans/scan-services';
import { CategoryValuesSchema, DocumentFactsSchema } from '../../scans/task-results';

/** A catalogue version's document: its content hash (the cache key) and where its bytes are. */
export interface VersionDocument {
  sha256: string;
  storage_key: string;
}

/**
 * The elements whose value differs between two versions of a cao, in the engine's display order.
 * For an agency, `agencyCao` is its agency cao (the changed version itself when the agency cao
 * changed): the elements of its inlenersbeloning (what an agency must pass on) come first. The engine's own comparison (the rows of
 * compareExtractions, category by category) with the old version as "current" and the new one as
 * "client", over the versions' cached extractions (extract-version.ts wrote them; an older engine's
 * entry is extracted again). Temporary: the shared change list of issue K replaces this function.
 */
export async function listChangedElements(
  services: ScanServices,
  previous: VersionDocument,
  next: VersionDocument,
  agencyCao: VersionDocument | null,
): Promise<CaoAlertChange[]> {
  const { db, engine, storage } = services;
  const { extractor, extractorKey } = services.pipelineDeps();
  const read = (version: VersionDocument) => {
    let text: ReturnType<typeof readDocumentText> | null = null;
    const document = () =>
      (text ??= readDocumentText(
        db,
        engine,
        { sha256: version.sha256, load: () => storage.read(version.storage_key) },
        { owner: 'cao-catalogue' },
      ));
    const key = (section: string) => ({
      sha256: version.sha256,
      engineVersion: engine.version,
      extractor: extractorKey,
      section,
    });
    return {
      category: (category: string): Promise<CategoryValues> =>
        cachedExtraction(db, key(category), CategoryValuesSchema, async () =>
          engine.extractSection(await document(), category, extractor),
        ),
      facts: () =>
        cachedExtraction(db, key(DOCUMENT_SECTION), DocumentFactsSchema, async () => ({
          inlenersbeloning: await engine.findInlenersbeloning(await document()),
        })),
    };
  };
  const old = read(previous);
  const now = read(next);
  const inlenersbeloning = agencyCao ? (await read(agencyCao).facts()).inlenersbeloning : null;
  const changes: CaoAlertChange[] = [];
  for (const category of engine.categories) {
    const rows = engine.compareCategory(
      category.key,
      await old.category(category.key),
      await now.category(category.key),
      inlenersbeloning,
    );
    for (const row of rows) {
      if (row.waarde_huidig === row.waarde_nieuw) continue;
      changes.push({
        categorie: row.categorie,
        element: row.element,
        element_key: row.element_key,
        waarde_oud: row.waarde_huidig,
        waarde_nieuw: row.waarde_nieuw,
        is_inlenersbeloning: row.is_inlenersbeloning,
      });
    }
  }
  // A stable sort: within each group the engine's display order stays.
  return changes.sort((a, b) => Number(b.is_inlenersbeloning) - Number(a.is_inlenersbeloning));
}
