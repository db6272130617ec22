import { hasPermission, type CaoSelection, type ScanCreate, type ScanUpdate } from '@caoscan/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { getBalance } from '../credits/ledger';
import type { CurrentUser } from '../http/current-user';
import { HttpError } from '../http/errors';
import { deleteScanAndFiles } from '../files/delete-scan-files';
import type { Storage } from '../storage/storage';
import { agencyCaoName, describeAgencyCao } from '../catalogue/agency-cao';
import { ABU_CAO_NAME, AGENCY_SECTOR } from '../catalogue/cao-catalogue';
import type { Env } from '../env';
import { recordActivity } from '../activity/record-activity';

export const INSUFFICIENT_CREDITS =
  'Onvoldoende credits om de scan te starten. Koop meer credits om door te gaan.';
export const NO_ORGANIZATION = 'Geen organisatie gevonden voor deze gebruiker';

export function requireOrganizationId(user: CurrentUser): string {
  if (!user.organizationId) throw new HttpError(403, NO_ORGANIZATION);
  return user.organizationId;
}

export async function assertCredits(db: Db, organizationId: string): Promise<void> {
  if ((await getBalance(db, organizationId)) < 1) throw new HttpError(402, INSUFFICIENT_CREDITS);
}

const now = sql<Date>`now()`;

/** A new scan in step 1, draft (spec 02 §4); the organisation needs a credit to begin one. */
export async function createScan(db: Db, user: CurrentUser, input: ScanCreate): Promise<string> {
  const organizationId = requireOrganizationId(user);
  await assertCredits(db, organizationId);
  const row = await db
    .insertInto('cao_scans')
    .values({
      organization_id: organizationId,
      user_id: user.id,
      name: input.name,
      description: input.description?.trim() || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payload = { scan_name: input.name };
  await recordActivity(db, {
    organizationId,
    actorId: user.id,
    type: 'scan.created',
    payload,
    referenceId: row.id,
  });
  return row.id;
}

export async function updateScan(db: Db, scanId: string, input: ScanUpdate): Promise<void> {
  await db
    .updateTable('cao_scans')
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description?.trim() || null } : {}),
      updated_at: now,
    })
    .where('id', '=', scanId)
    .execute();
}

export const FILE_GONE = 'Het gekozen bestand bestaat niet (meer) of hoort niet bij uw organisatie.';

/** Who names files in a selection, for which scan (see assertOwnFiles). */
export interface FileChooser {
  user: CurrentUser;
  scanId: string;
}

/**
 * Files named in a selection must exist, belong to the scan's organisation and be visible to the
 * caller by the file store's rule (files/file-access.ts): their own uploads, files already uploaded
 * into this scan, and colleagues' files only when the organisation shares scans (admins always).
 * Anything else is not found (404), as in every file call. The scan refers to the file by id; the
 * bytes are stored once. Called inside the transaction that saves the selection: the rows are
 * locked (FOR KEY SHARE), so a file deleted at the same moment is either gone here (404) or its
 * deletion waits and then sees the scan using it (409, files/delete-file.ts) — never a 500.
 */
export async function assertOwnFiles(
  db: Db,
  organizationId: string,
  ids: (string | null | undefined)[],
  chooser: FileChooser,
) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return;
  const found = await db
    .selectFrom('stored_files')
    .select(['id', 'uploaded_by', 'cao_scan_id'])
    .where('id', 'in', wanted)
    .where('organization_id', '=', organizationId)
    .forKeyShare()
    .execute();
  const isOwn = (file: (typeof found)[number]) =>
    file.uploaded_by === chooser.user.id || file.cao_scan_id === chooser.scanId;
  const usable =
    found.length === wanted.length &&
    (found.every(isOwn) || (await seesColleaguesFiles(db, chooser.user, organizationId)));
  if (!usable) {
    throw new HttpError(404, FILE_GONE);
  }
}

async function seesColleaguesFiles(db: Db, user: CurrentUser, organizationId: string): Promise<boolean> {
  if (hasPermission(user.roleNames, 'manage_organization')) return true;
  const organization = await db
    .selectFrom('organizations')
    .select('share_scans_with_organization')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return organization?.share_scans_with_organization ?? false;
}

/**
 * The seven selection fields as stored; the ABU answer brings its own name (`agencyName`: the
 * document 'Ja' uses, catalogue/agency-cao.ts) and no file.
 */
export function selectionColumns(selection: CaoSelection, agencyName: string = ABU_CAO_NAME) {
  const isAbu = selection.is_abu_cao;
  return {
    is_abu_cao: isAbu,
    current_cao_file_id: isAbu ? null : (selection.current_cao_file_id ?? null),
    current_cao_name: (isAbu ? agencyName : selection.current_cao_name) || null,
    current_cao_sector:
      (isAbu ? selection.current_cao_sector || AGENCY_SECTOR : selection.current_cao_sector) || null,
    client_cao_file_id: selection.client_cao_file_id ?? null,
    client_cao_name: selection.client_cao_name || null,
    client_cao_sector: selection.client_cao_sector || null,
  };
}

export async function saveCaoSelection(
  { db, env }: { db: Db; env: Env },
  scanId: string,
  organizationId: string,
  selection: CaoSelection,
  user: CurrentUser,
): Promise<void> {
  const agency = selection.is_abu_cao ? agencyCaoName(await describeAgencyCao(db, env)) : undefined;
  const columns = selectionColumns(selection, agency);
  // The documents of a running or finished comparison stay what its results were made from.
  const updated = await db.transaction().execute(async (trx) => {
    await assertOwnFiles(trx, organizationId, [columns.current_cao_file_id, columns.client_cao_file_id], {
      user,
      scanId,
    });
    return trx
      .updateTable('cao_scans')
      .set({
        ...columns,
        status: sql`case when status = 'draft' then 'in_progress' else status end`,
        updated_at: now,
      })
      .where('id', '=', scanId)
      .where('status', 'not in', ['processing', 'completed'])
      .executeTakeFirst();
  });
  if (Number(updated.numUpdatedRows) === 0) throw new HttpError(409, SELECTION_LOCKED);
}

export const SELECTION_LOCKED =
  'De documenten van deze scan kunnen niet meer worden gewijzigd: de vergelijking loopt of is voltooid.';

/** The stored step only moves forward: a user may go back, but the furthest step is kept (spec 02 §2). */
export async function advanceStep(db: Db, scanId: string, newStep: number): Promise<void> {
  await db
    .updateTable('cao_scans')
    .set({
      current_step: sql`greatest(current_step, ${newStep})`,
      status: newStep >= 2 ? sql`case when status = 'draft' then 'in_progress' else status end` : sql`status`,
      updated_at: now,
    })
    .where('id', '=', scanId)
    .execute();
}

/** The scan with its tasks and the documents uploaded to it (see files/delete-scan-files.ts). */
export async function deleteScan(
  db: Db,
  storage: Storage,
  scanId: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  await deleteScanAndFiles(db, storage, scanId, log);
}
