import type { Db } from '../../db/database';

export interface AffectedScan {
  id: string;
  name: string;
  organization_id: string;
  /** A 'Ja, ABU / NBBU' scan: the organisation is an agency. */
  is_abu_cao: boolean;
}

/**
 * The completed scans that used a catalogue version: a 'Ja' scan started on it
 * (`current_cao_version_id`), or a scan whose uploaded current or client document is the same
 * document (the version's content hash). Oldest first, so the alert names them in that order.
 */
export async function findScansOnVersion(
  db: Db,
  version: { id: string; sha256: string },
): Promise<AffectedScan[]> {
  const rows = await db
    .selectFrom('cao_scans')
    .leftJoin('stored_files as current_file', 'current_file.id', 'cao_scans.current_cao_file_id')
    .leftJoin('stored_files as client_file', 'client_file.id', 'cao_scans.client_cao_file_id')
    .select(['cao_scans.id', 'cao_scans.name', 'cao_scans.organization_id', 'cao_scans.is_abu_cao'])
    .where('cao_scans.status', '=', 'completed')
    .where((eb) =>
      eb.or([
        eb('cao_scans.current_cao_version_id', '=', version.id),
        eb('current_file.sha256', '=', version.sha256),
        eb('client_file.sha256', '=', version.sha256),
      ]),
    )
    .orderBy('cao_scans.created_at')
    .orderBy('cao_scans.id')
    .execute();
  return rows.map((row) => ({ ...row, is_abu_cao: row.is_abu_cao === true }));
}
