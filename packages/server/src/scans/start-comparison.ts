import type { StartComparison } from '@caoscan/core';
import type { CurrentUser } from '../http/current-user';
import { sql } from 'kysely';
import { badRequest, HttpError } from '../http/errors';
import { pinAgencyDocument } from '../catalogue/agency-cao';
import { abandonScan } from './finish-scan';
import { getBalance } from '../credits/ledger';
import { assertOwnFiles, INSUFFICIENT_CREDITS, selectionColumns } from './scan-commands';
import { scanInputs } from './scan-documents';
import type { ScanServices } from './scan-services';
import { prepareSectionTasks } from './section-tasks';

export const CLIENT_REQUIRED = 'Client CAO file and selection are required';
export const CURRENT_REQUIRED = 'Current CAO file and selection are required';

/** Spec 02 §5 "Step 2 can continue only when…", enforced again where it matters. */
export function assertStartable(payload: StartComparison): void {
  if (!payload.client_cao_file_id || !payload.client_cao_name?.trim()) throw badRequest(CLIENT_REQUIRED);
  if (!payload.is_abu_cao && (!payload.current_cao_file_id || !payload.current_cao_name?.trim())) {
    throw badRequest(CURRENT_REQUIRED);
  }
}

/**
 * Saves the selection, makes the 48 tasks ready (completed ones on the same documents are kept:
 * resume; failed ones go back to queued: restart), marks the scan processing and sends its job.
 */
export async function startComparison(
  services: ScanServices,
  scanId: string,
  organizationId: string,
  payload: StartComparison,
  user: CurrentUser,
): Promise<void> {
  const { db } = services;
  assertStartable(payload);
  // A new ABU document (a new current catalogue version, ABU_CAO_PATH/URL changed) must be read
  // again, even for a resumed scan; the scan records the catalogue version it runs on.
  const agency = payload.is_abu_cao
    ? await pinAgencyDocument(db, services.env, services.loadAbuDocument)
    : null;
  const columns = selectionColumns(payload, agency?.name);
  const abuSha256 = agency?.sha256 ?? null;
  await db.transaction().execute(async (trx) => {
    const scan = await trx
      .selectFrom('cao_scans')
      .select('status')
      .where('id', '=', scanId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (scan.status === 'processing') throw new HttpError(409, 'De vergelijking van deze scan loopt al.');
    if (scan.status === 'completed') throw new HttpError(409, 'Deze scan is al voltooid.');
    // Locks the chosen files' rows: one deleted at this moment is a 404 here, never a 500.
    await assertOwnFiles(trx, organizationId, [columns.current_cao_file_id, columns.client_cao_file_id], {
      user,
      scanId,
    });
    // The credit is taken at completion; without one now the scan could not be paid for.
    if ((await getBalance(trx, organizationId)) < 1) throw new HttpError(402, INSUFFICIENT_CREDITS);
    await trx
      .updateTable('cao_scans')
      .set({
        ...columns,
        current_cao_version_id: agency?.versionId ?? null,
        status: 'processing',
        current_step: sql`greatest(current_step, 3)`,
        error_message: null,
        started_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', scanId)
      .execute();
    await prepareSectionTasks(trx, scanId, services.engine.categories, scanInputs(columns, abuSha256));
  });
  try {
    await services.enqueueScan(scanId);
  } catch (error) {
    await abandonScan(db, scanId, 'De vergelijking kon niet worden gestart. Probeer het opnieuw.');
    throw error;
  }
}
