import type { CaoVersionChanges, ComparedVersion } from '@caoscan/core';
import type { Extraction } from '@caoscan/engine';
import { sql } from 'kysely';
import { badRequest, conflict, notFound } from '../http/errors';
import { UUID } from '../scans/access';
import { readDocumentText } from '../scans/document-texts';
import { cachedExtraction, DOCUMENT_SECTION } from '../scans/extraction-cache';
import type { ScanServices } from '../scans/scan-services';
import { CategoryValuesSchema, DocumentFactsSchema } from '../scans/task-results';
import { VERSION_NOT_FOUND } from './store-version';

/** As extract-version.ts: the catalogue reads documents as one owner of its own. */
const CATALOGUE_OWNER = 'cao-catalogue';

export const NO_PREVIOUS_VERSION =
  'Deze versie heeft geen eerdere versie om mee te vergelijken. Kies met "from" een andere versie van dezelfde cao.';
export const FROM_NOT_FOUND = 'De versie om mee te vergelijken staat niet in de catalogus.';
export const OTHER_CAO =
  'Vergelijk twee versies van dezelfde cao: deze versies horen bij verschillende caos.';
export const SAME_VERSION = 'Kies twee verschillende versies om te vergelijken.';
export const notReadYet = (label: string) =>
  `Versie "${label}" is nog niet uitgelezen (of het uitlezen is mislukt); vergelijken kan pas als het uitlezen klaar is.`;

function selectVersion(services: ScanServices) {
  return services.db
    .selectFrom('catalogue_cao_versions as v')
    .innerJoin('catalogue_caos as c', 'c.id', 'v.cao_id')
    .select([
      'v.id',
      'v.cao_id',
      'v.label',
      sql<string | null>`to_char(v.term_start, 'YYYY-MM-DD')`.as('term_start'),
      sql<string | null>`to_char(v.term_end, 'YYYY-MM-DD')`.as('term_end'),
      'v.page_count',
      'v.original_filename',
      'v.is_current',
      'v.created_at',
      'v.sha256',
      'v.storage_key',
      'v.extraction_status',
      'c.name as cao_name',
      'c.sector as cao_sector',
    ]);
}

type VersionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectVersion>['executeTakeFirst']>>>;

const toCompared = (row: VersionRow): ComparedVersion => ({
  id: row.id,
  label: row.label,
  term_start: row.term_start,
  term_end: row.term_end,
  page_count: row.page_count,
  original_filename: row.original_filename,
  is_current: row.is_current,
  created_at: row.created_at.toISOString(),
});

/** The version `id`, and the one it is compared with: `fromId`, else the one uploaded before it. */
async function findVersions(services: ScanServices, id: string, fromId: string | undefined) {
  if (!UUID.test(id)) throw notFound(VERSION_NOT_FOUND);
  const to = await selectVersion(services).where('v.id', '=', id).executeTakeFirst();
  if (!to) throw notFound(VERSION_NOT_FOUND);
  let from: VersionRow | undefined;
  if (fromId !== undefined) {
    if (!UUID.test(fromId)) throw badRequest(FROM_NOT_FOUND);
    if (fromId === id) throw badRequest(SAME_VERSION);
    from = await selectVersion(services).where('v.id', '=', fromId).executeTakeFirst();
    if (!from) throw notFound(FROM_NOT_FOUND);
    if (from.cao_id !== to.cao_id) throw badRequest(OTHER_CAO);
  } else {
    from = await selectVersion(services)
      .where('v.cao_id', '=', to.cao_id)
      .where((eb) =>
        eb.or([
          eb('v.created_at', '<', to.created_at),
          eb.and([eb('v.created_at', '=', to.created_at), eb('v.id', '<', to.id)]),
        ]),
      )
      .orderBy('v.created_at', 'desc')
      .orderBy('v.id', 'desc')
      .executeTakeFirst();
    if (!from) throw notFound(NO_PREVIOUS_VERSION);
  }
  for (const version of [from, to]) {
    if (version.extraction_status !== 'completed') throw conflict(notReadYet(version.label));
  }
  return { from, to };
}

/**
 * A version's extraction as the scan's cache holds it (extract-version.ts put it there). After an
 * engine upgrade the cache has no entry under the new version yet: then it is extracted again,
 * read through the same cache, as a scan would.
 */
export async function readVersionExtraction(
  services: ScanServices,
  version: { sha256: string; storage_key: string },
): Promise<Pick<Extraction, 'values' | 'inlenersbeloning'>> {
  const { db, engine, storage } = services;
  const { extractor, extractorKey } = services.pipelineDeps();
  const key = (section: string) => ({
    sha256: version.sha256,
    engineVersion: engine.version,
    extractor: extractorKey,
    section,
  });
  let text: ReturnType<typeof readDocumentText> | null = null;
  const readText = () =>
    (text ??= readDocumentText(
      db,
      engine,
      { sha256: version.sha256, load: () => storage.read(version.storage_key) },
      { owner: CATALOGUE_OWNER },
    ));
  const values: Extraction['values'] = {};
  for (const category of engine.categories) {
    values[category.key] = await cachedExtraction(db, key(category.key), CategoryValuesSchema, async () =>
      engine.extractSection(await readText(), category.key, extractor),
    );
  }
  const facts = await cachedExtraction(db, key(DOCUMENT_SECTION), DocumentFactsSchema, async () => ({
    inlenersbeloning: await engine.findInlenersbeloning(await readText()),
  }));
  return { values, inlenersbeloning: facts.inlenersbeloning };
}

/**
 * 'Wat is er veranderd' (issue K): version `id` of a catalogue cao against `fromId`, or against the
 * version of the same cao uploaded before it. Only what differs, with both citations; no credit.
 */
export async function readVersionChanges(
  services: ScanServices,
  id: string,
  fromId?: string,
): Promise<CaoVersionChanges> {
  const { from, to } = await findVersions(services, id, fromId);
  const [before, after] = [
    await readVersionExtraction(services, from),
    await readVersionExtraction(services, to),
  ];
  const { changes, summary } = services.engine.versionChanges(before, after);
  return {
    cao: { id: to.cao_id, name: to.cao_name, sector: to.cao_sector },
    from: toCompared(from),
    to: toCompared(to),
    changes,
    summary,
  };
}
