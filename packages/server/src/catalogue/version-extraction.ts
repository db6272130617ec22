import type { Extraction } from '@caoscan/engine';
import { sql } from 'kysely';
import { DOCUMENT_SECTION, readCachedExtraction } from '../scans/extraction-cache';
import type { ScanServices } from '../scans/scan-services';
import { CategoryValuesSchema, DocumentFactsSchema } from '../scans/task-results';

/** Which engine (and extractor) made a cached extraction: with the content hash, its cache key. */
export interface ExtractionKey {
  engineVersion: string;
  extractor: string;
}

export type VersionExtraction = Pick<Extraction, 'values' | 'inlenersbeloning'>;

/** Thrown when the documents have no complete extraction by one and the same engine (yet). */
export class NotExtractedError extends Error {}

/** The key this process extracts under: its engine version and its extractor (rules or an LLM). */
export function currentExtractionKey(services: ScanServices): ExtractionKey {
  return { engineVersion: services.engine.version, extractor: services.pipelineDeps().extractorKey };
}

/** What one version's extraction consists of: the 16 categories and the document-wide facts. */
export function versionSections(services: ScanServices): string[] {
  return [...services.engine.categories.map((category) => category.key), DOCUMENT_SECTION];
}

/**
 * The key under which every one of `hashes` is extracted completely: the current engine's when all
 * have it, else the newest key they all share (the versions are being extracted again after an
 * engine upgrade; until then the old engine's extractions are compared with each other), else null.
 * Never a mix: two documents are only ever compared as one engine read them.
 */
export async function findCommonExtractionKey(
  services: ScanServices,
  hashes: readonly string[],
): Promise<ExtractionKey | null> {
  const sections = versionSections(services);
  const unique = [...new Set(hashes)];
  const rows = await services.db
    .selectFrom('extraction_cache')
    .select([
      'engine_version',
      'extractor',
      sql<number>`count(DISTINCT sha256)::int`.as('documents'),
      sql<Date>`max(created_at)`.as('newest'),
    ])
    .where('sha256', 'in', unique)
    .where('section_name', 'in', sections)
    .groupBy(['engine_version', 'extractor'])
    // Complete: every document has every section under this key.
    .having(sql<number>`count(*)`, '=', unique.length * sections.length)
    .having(sql<number>`count(DISTINCT sha256)`, '=', unique.length)
    .orderBy('newest', 'desc')
    .execute();
  if (rows.length === 0) return null;
  const current = currentExtractionKey(services);
  const shared = rows.map((row) => ({ engineVersion: row.engine_version, extractor: row.extractor }));
  return (
    shared.find(
      (key) => key.engineVersion === current.engineVersion && key.extractor === current.extractor,
    ) ?? shared[0]!
  );
}

/** One document's extraction under `key`, from the cache only (never computed here). */
export async function readCachedVersionExtraction(
  services: ScanServices,
  sha256: string,
  key: ExtractionKey,
): Promise<VersionExtraction> {
  const { db, engine } = services;
  const at = (section: string) => ({ sha256, ...key, section });
  const values: Extraction['values'] = {};
  for (const category of engine.categories) {
    const cached = await readCachedExtraction(db, at(category.key), CategoryValuesSchema);
    if (!cached)
      throw new NotExtractedError(`${sha256}: ${category.key} not cached under ${key.engineVersion}`);
    values[category.key] = cached;
  }
  const facts = await readCachedExtraction(db, at(DOCUMENT_SECTION), DocumentFactsSchema);
  if (!facts) throw new NotExtractedError(`${sha256}: document facts not cached under ${key.engineVersion}`);
  return { values, inlenersbeloning: facts.inlenersbeloning };
}

/**
 * The extractions of several catalogue documents as one engine made them (`findCommonExtractionKey`),
 * read from the cache: the extraction jobs (extract-version.ts) put them there, a request never
 * extracts. Throws NotExtractedError when they share no complete extraction.
 */
export async function readVersionExtractions(
  services: ScanServices,
  hashes: readonly string[],
): Promise<VersionExtraction[]> {
  const key = await findCommonExtractionKey(services, hashes);
  if (!key) throw new NotExtractedError(`no common extraction of ${hashes.join(', ')}`);
  const extractions: VersionExtraction[] = [];
  for (const sha256 of hashes) extractions.push(await readCachedVersionExtraction(services, sha256, key));
  return extractions;
}
