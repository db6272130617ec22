import type { StartComparison } from '@caoscan/core';
import type { Db } from '../../db/database';
import { deleteScanAndFiles } from '../../files/delete-scan-files';
import type { CurrentUser } from '../../http/current-user';
import { HttpError, notFound } from '../../http/errors';
import { decideScanAccess, SCAN_NOT_FOUND, UUID } from '../../scans/access';
import { createScan } from '../../scans/scan-commands';
import type { ScanServices } from '../../scans/scan-services';
import { startComparison } from '../../scans/start-comparison';
import { findAgencyVersion } from '../agency-cao';

export const ONLY_COMPLETED_RERUN = 'Alleen een voltooide scan kan opnieuw worden uitgevoerd.';
export const NOTHING_NEW =
  'Deze scan gebruikt al de huidige versies van de cao’s in de catalogus: opnieuw uitvoeren verandert niets.';

/**
 * Who may re-run a scan: whoever may read it (scans/access.ts), and the organisation's admins (they
 * get the alert, as they may review any scan of their organisation: scans/review/review-access.ts).
 * Anyone else, another organisation's people first of all, learns nothing (404).
 */
async function readRerunnableScan(db: Db, user: CurrentUser, scanId: string) {
  if (!UUID.test(scanId)) throw notFound(SCAN_NOT_FOUND);
  const scan = await db
    .selectFrom('cao_scans')
    .innerJoin('organizations', 'organizations.id', 'cao_scans.organization_id')
    .leftJoin('stored_files as current_file', 'current_file.id', 'cao_scans.current_cao_file_id')
    .leftJoin('stored_files as client_file', 'client_file.id', 'cao_scans.client_cao_file_id')
    .select([
      'cao_scans.id',
      'cao_scans.organization_id',
      'cao_scans.user_id',
      'cao_scans.status',
      'cao_scans.name',
      'cao_scans.description',
      'cao_scans.is_abu_cao',
      'cao_scans.current_cao_version_id',
      'cao_scans.current_cao_file_id',
      'cao_scans.current_cao_name',
      'cao_scans.current_cao_sector',
      'cao_scans.client_cao_file_id',
      'cao_scans.client_cao_name',
      'cao_scans.client_cao_sector',
      'current_file.sha256 as current_sha256',
      'client_file.sha256 as client_sha256',
      'organizations.share_scans_with_organization',
    ])
    .where('cao_scans.id', '=', scanId)
    .executeTakeFirst();
  if (!scan) throw notFound(SCAN_NOT_FOUND);
  const isOrgAdmin =
    user.organizationId === scan.organization_id && user.roleNames.includes('org_administrator');
  if (!isOrgAdmin && decideScanAccess(user, scan) === 'none') throw notFound(SCAN_NOT_FOUND);
  if (scan.status !== 'completed') throw new HttpError(409, ONLY_COMPLETED_RERUN);
  return scan;
}

/**
 * The current version of the catalogue cao whose earlier version has this content, when there is a
 * newer one: the document a re-run uses instead of an uploaded copy of the earlier version.
 */
async function findNewerVersion(db: Db, sha256: string | null) {
  if (!sha256) return undefined;
  return db
    .selectFrom('catalogue_cao_versions as old')
    .innerJoin('catalogue_cao_versions as current', (join) =>
      join.onRef('current.cao_id', '=', 'old.cao_id').on('current.is_current', '=', true),
    )
    .innerJoin('catalogue_caos as cao', 'cao.id', 'current.cao_id')
    .select([
      'current.id',
      'current.label',
      'current.sha256',
      'current.storage_key',
      'current.original_filename',
      'current.content_type',
      'current.format',
      'current.file_size',
      'current.page_count',
      'cao.name',
      'cao.sector',
    ])
    .where('old.sha256', '=', sha256)
    .where('old.is_current', '=', false)
    .whereRef('current.sha256', '!=', 'old.sha256')
    .orderBy('old.created_at', 'desc')
    .executeTakeFirst();
}

type NewerVersion = NonNullable<Awaited<ReturnType<typeof findNewerVersion>>>;

/** The new version as one of the organisation's documents of the new scan (the bytes are stored once). */
async function addVersionToScan(
  db: Db,
  user: CurrentUser,
  organizationId: string,
  scanId: string,
  kind: 'current' | 'client',
  version: NewerVersion,
): Promise<string> {
  const row = await db
    .insertInto('stored_files')
    .values({
      organization_id: organizationId,
      uploaded_by: user.id,
      cao_scan_id: scanId,
      in_library: false,
      kind,
      original_filename: version.original_filename,
      content_type: version.content_type,
      format: version.format,
      file_size: version.file_size,
      page_count: version.page_count,
      sha256: version.sha256,
      storage_key: version.storage_key,
      cao_name: version.name,
      sector: version.sector,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Re-runs a completed scan on the catalogue's current versions (issue K's alerts): a NEW scan with
 * the same selections and documents, except that each side that used an earlier catalogue version
 * uses the current one ('Ja' pins the agency cao's current version, an uploaded copy of an earlier
 * version is replaced by the current version's document); then started exactly as the wizard starts
 * a scan (startComparison: credit check now, one credit booked at completion). Answers the new id.
 */
export async function rerunScan(services: ScanServices, user: CurrentUser, scanId: string): Promise<string> {
  const { db } = services;
  const scan = await readRerunnableScan(db, user, scanId);
  const agency = scan.is_abu_cao ? await findAgencyVersion(db) : undefined;
  const newAgency = agency !== undefined && agency.id !== scan.current_cao_version_id;
  const newCurrent = scan.is_abu_cao ? undefined : await findNewerVersion(db, scan.current_sha256);
  const newClient = await findNewerVersion(db, scan.client_sha256);
  if (!newAgency && !newCurrent && !newClient) throw new HttpError(409, NOTHING_NEW);

  const newScanId = await createScan(db, user, { name: scan.name, description: scan.description });
  try {
    const selection: StartComparison = {
      is_abu_cao: scan.is_abu_cao === true,
      current_cao_file_id: newCurrent
        ? await addVersionToScan(db, user, scan.organization_id, newScanId, 'current', newCurrent)
        : scan.current_cao_file_id,
      current_cao_name: newCurrent ? `${newCurrent.name} (${newCurrent.label})` : scan.current_cao_name,
      current_cao_sector: scan.current_cao_sector,
      client_cao_file_id: newClient
        ? await addVersionToScan(db, user, scan.organization_id, newScanId, 'client', newClient)
        : scan.client_cao_file_id,
      client_cao_name: newClient ? `${newClient.name} (${newClient.label})` : scan.client_cao_name,
      client_cao_sector: scan.client_cao_sector,
    };
    await startComparison(services, newScanId, scan.organization_id, selection, user);
  } catch (error) {
    // Nothing half made stays behind: the new scan and the documents added to it go again.
    await deleteScanAndFiles(db, services.storage, newScanId, { error: () => undefined });
    throw error;
  }
  return newScanId;
}
