import type { CaoVersionChanges, ComparedVersion } from '@caoscan/core';
import { sql } from 'kysely';
import { badRequest, conflict, notFound } from '../http/errors';
import { UUID } from '../scans/access';
import type { ScanServices } from '../scans/scan-services';
import { VERSION_NOT_FOUND } from './store-version';
import { NotExtractedError, readVersionExtractions } from './version-extraction';

export const NO_PREVIOUS_VERSION =
  'Deze versie heeft geen eerdere versie om mee te vergelijken. Kies met "from" een andere versie van dezelfde cao.';
export const FROM_NOT_FOUND = 'De versie om mee te vergelijken staat niet in de catalogus.';
export const OTHER_CAO =
  'Vergelijk twee versies van dezelfde cao: deze versies horen bij verschillende caos.';
export const SAME_VERSION = 'Kies twee verschillende versies om te vergelijken.';
export const BEING_EXTRACTED =
  'Deze versies worden opnieuw uitgelezen met de bijgewerkte uitleesengine; vergelijken kan zodra dat klaar is. Probeer het over enkele minuten opnieuw.';
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
 * 'Wat is er veranderd' (issue K): version `id` of a catalogue cao against `fromId`, or against the
 * version of the same cao uploaded before it. Only what differs, with both citations; no credit.
 * Both versions as one engine extracted them (catalogue/version-extraction.ts), from the cache.
 */
export async function readVersionChanges(
  services: ScanServices,
  id: string,
  fromId?: string,
): Promise<CaoVersionChanges> {
  const { from, to } = await findVersions(services, id, fromId);
  const [before, after] = await readVersionExtractions(services, [from.sha256, to.sha256]).catch(
    async (error: unknown) => {
      if (!(error instanceof NotExtractedError)) throw error;
      // Both read, but not by one engine (an engine upgrade, a cache emptied): their jobs make the
      // missing extraction once; until then the list is refused rather than mixed.
      for (const version of [from, to]) await services.enqueueVersionExtraction(version.id);
      throw conflict(BEING_EXTRACTED);
    },
  );
  if (!before || !after) throw new Error('version extractions missing');
  const { changes, summary } = services.engine.versionChanges(before, after);
  return {
    cao: { id: to.cao_id, name: to.cao_name, sector: to.cao_sector },
    from: toCompared(from),
    to: toCompared(to),
    changes,
    summary,
  };
}
