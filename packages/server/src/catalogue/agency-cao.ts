import { FICTIONAL_AGENCY_CAO_NAME, type AgencyCao } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Env } from '../env';
import type { ReferenceDocument } from './abu-document';
import { ABU_CAO_NAME } from './cao-catalogue';

/** The agency cao's current catalogue version, when the catalogue has one. */
export async function findAgencyVersion(db: Db) {
  return db
    .selectFrom('catalogue_cao_versions as v')
    .innerJoin('catalogue_caos as c', 'c.id', 'v.cao_id')
    .select([
      'v.id',
      'v.label',
      'v.sha256',
      'v.storage_key',
      'v.original_filename',
      'c.name',
      sql<string | null>`to_char(v.term_start, 'YYYY-MM-DD')`.as('term_start'),
      sql<string | null>`to_char(v.term_end, 'YYYY-MM-DD')`.as('term_end'),
    ])
    .where('c.is_agency_cao', '=', true)
    .where('v.is_current', '=', true)
    .executeTakeFirst();
}

/**
 * Which document 'Ja, ABU / NBBU' uses now: the catalogue's current version of the agency cao,
 * else ABU_CAO_PATH / ABU_CAO_URL, else the bundled fictional document — named 'fictief'.
 */
export async function describeAgencyCao(db: Db, env: Env): Promise<AgencyCao> {
  const version = await findAgencyVersion(db);
  if (version) {
    return {
      source: 'catalogue',
      name: version.name,
      version_label: version.label,
      datum_van: version.term_start,
      datum_tot: version.term_end,
      is_fictional: false,
    };
  }
  const configured = Boolean(env.ABU_CAO_PATH || env.ABU_CAO_URL);
  return {
    source: configured ? 'configured' : 'bundled',
    name: configured ? ABU_CAO_NAME : FICTIONAL_AGENCY_CAO_NAME,
    version_label: null,
    datum_van: null,
    datum_tot: null,
    is_fictional: !configured,
  };
}

/** The name a 'Ja' scan stores as its current cao: the document it uses, 'fictief' for the bundled one. */
export function agencyCaoName(agency: AgencyCao): string {
  return agency.version_label ? `${agency.name} (${agency.version_label})` : agency.name;
}

/** The document a 'Ja' scan starts on, pinned by the scan (`current_cao_version_id`). */
export interface PinnedAgencyDocument {
  versionId: string | null;
  sha256: string;
  name: string;
}

/**
 * At the start of a 'Ja' scan: the catalogue's current agency version if there is one (the scan
 * records it, so a resumed scan keeps its document), else the configured or bundled document.
 */
export async function pinAgencyDocument(
  db: Db,
  env: Env,
  loadAbuDocument: () => Promise<ReferenceDocument>,
): Promise<PinnedAgencyDocument> {
  const version = await findAgencyVersion(db);
  if (version) {
    return {
      versionId: version.id,
      sha256: version.sha256,
      name: agencyCaoName({
        source: 'catalogue',
        name: version.name,
        version_label: version.label,
        datum_van: null,
        datum_tot: null,
        is_fictional: false,
      }),
    };
  }
  const document = await loadAbuDocument();
  return { versionId: null, sha256: document.sha256, name: agencyCaoName(await describeAgencyCao(db, env)) };
}
