import type { CaoVersion, CatalogueCao, PublicCatalogueCao } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The version columns as the API answers them: terms as YYYY-MM-DD (never a Date at local midnight). */
function selectVersions(db: Db) {
  return db
    .selectFrom('catalogue_cao_versions as v')
    .leftJoin('users as u', 'u.id', 'v.uploaded_by')
    .select([
      'v.id',
      'v.cao_id',
      'v.label',
      sql<string | null>`to_char(v.term_start, 'YYYY-MM-DD')`.as('term_start'),
      sql<string | null>`to_char(v.term_end, 'YYYY-MM-DD')`.as('term_end'),
      'v.original_filename',
      'v.format',
      'v.file_size',
      'v.page_count',
      'v.sha256',
      'v.extraction_status',
      'v.extraction_error',
      'v.is_current',
      'u.email as uploaded_by_email',
      'v.created_at',
    ]);
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof selectVersions>['execute']>>[number];

const toVersion = (row: VersionRow): CaoVersion => ({
  ...row,
  file_size: Number(row.file_size),
  created_at: row.created_at.toISOString(),
});

/**
 * Every cao with all its versions, newest first (the back-office's list), or only `caoId`'s.
 * Cao's are sorted by sector, then name, as the wizard's picker groups them.
 */
export async function readCatalogue(db: Db, caoId?: string): Promise<CatalogueCao[]> {
  let caoQuery = db.selectFrom('catalogue_caos').selectAll().orderBy('sector').orderBy('name');
  let versionQuery = selectVersions(db).orderBy('v.created_at', 'desc').orderBy('v.id');
  if (caoId) {
    caoQuery = caoQuery.where('id', '=', caoId);
    versionQuery = versionQuery.where('v.cao_id', '=', caoId);
  }
  const [caos, versions] = await Promise.all([caoQuery.execute(), versionQuery.execute()]);
  return caos.map((cao) => {
    const own = versions.filter((version) => version.cao_id === cao.id).map(toVersion);
    return {
      id: cao.id,
      name: cao.name,
      sector: cao.sector,
      is_agency_cao: cao.is_agency_cao,
      current_version_id: own.find((version) => version.is_current)?.id ?? null,
      versions: own,
      created_at: cao.created_at.toISOString(),
    };
  });
}

export async function readCatalogueCao(db: Db, caoId: string): Promise<CatalogueCao> {
  const [cao] = await readCatalogue(db, caoId);
  if (!cao) throw new Error(`catalogue cao ${caoId} not found`);
  return cao;
}

/** What organisations read: the cao's that have a current version, with that version only. */
export async function readCurrentVersions(db: Db): Promise<PublicCatalogueCao[]> {
  const rows = await selectVersions(db)
    .innerJoin('catalogue_caos as c', 'c.id', 'v.cao_id')
    .select(['c.name', 'c.sector', 'c.is_agency_cao'])
    .where('v.is_current', '=', true)
    .orderBy('c.sector')
    .orderBy('c.name')
    .execute();
  return rows.map((row) => ({
    id: row.cao_id,
    name: row.name,
    sector: row.sector,
    is_agency_cao: row.is_agency_cao,
    current_version: {
      id: row.id,
      label: row.label,
      term_start: row.term_start,
      term_end: row.term_end,
      page_count: row.page_count,
      extraction_status: row.extraction_status,
    },
  }));
}
