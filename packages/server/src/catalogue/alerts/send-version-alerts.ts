import { CAO_ALERT_CHANGES_SHOWN, type CaoAlertChange, type CaoVersionAlertPayload } from '@caoscan/core';
import { recordActivity } from '../../activity/record-activity';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import type { ScanServices } from '../../scans/scan-services';
import { findAgencyVersion } from '../agency-cao';
import { composeAlertEmail } from './alert-email';
import { listChangedElements, type VersionDocument } from './changed-elements';
import { findScansOnVersion, type AffectedScan } from './find-affected-scans';

async function readVersion(db: Db, versionId: string) {
  return db
    .selectFrom('catalogue_cao_versions as v')
    .innerJoin('catalogue_caos as c', 'c.id', 'v.cao_id')
    .select(['v.id', 'v.label', 'v.sha256', 'v.storage_key', 'c.name as cao_name', 'c.is_agency_cao'])
    .where('v.id', '=', versionId)
    .executeTakeFirst();
}

/** The organisation's admins who still want these e-mails (the opt-out of /configuratie). */
async function findAlertRecipients(db: Db, organizationId: string) {
  return db
    .selectFrom('users')
    .innerJoin('role_assignments', 'role_assignments.user_id', 'users.id')
    .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
    .select('users.email')
    .distinct()
    .where('roles.name', '=', 'org_administrator')
    .where('role_assignments.organization_id', '=', organizationId)
    .where('users.organization_id', '=', organizationId)
    .where('users.status', '=', 'active')
    .where('users.cao_alert_emails', '=', true)
    .orderBy('users.email')
    .execute();
}

/**
 * After `versionId` became current instead of `previousVersionId`: every organisation with a
 * completed scan on the previous version gets, once (the `cao_version_alerts` row is the record),
 * an activity item and an e-mail to each of its admins who did not opt out. The row and the
 * activity item are written in one transaction; the e-mails after it, each failure logged.
 */
export async function sendVersionAlerts(
  services: ScanServices,
  mailer: Mailer,
  versionId: string,
  previousVersionId: string,
  log: (message: string, error: unknown) => void,
): Promise<void> {
  const { db, env } = services;
  const [version, previous] = await Promise.all([
    readVersion(db, versionId),
    readVersion(db, previousVersionId),
  ]);
  if (!version || !previous) return;
  const scans = await findScansOnVersion(db, previous);
  if (scans.length === 0) return;

  const byOrganization = new Map<string, AffectedScan[]>();
  for (const scan of scans) {
    byOrganization.set(scan.organization_id, [...(byOrganization.get(scan.organization_id) ?? []), scan]);
  }
  // At most two lists: as any organisation reads them, and as an agency does (inlenersbeloning first).
  const agencyCao: VersionDocument | null = version.is_agency_cao
    ? version
    : ((await findAgencyVersion(db)) ?? null);
  // A change list that cannot be made (a document the engine cannot read again) does not stop the
  // alert: the scans and their re-run links matter most; the change page has the details.
  const listChanges = (agency: VersionDocument | null) =>
    listChangedElements(services, previous, version, agency).catch((error: unknown) => {
      log(`cao version ${versionId}: changed elements not listed`, error);
      return [] as CaoAlertChange[];
    });
  let plain: Promise<CaoAlertChange[]> | null = null;
  let forAgency: Promise<CaoAlertChange[]> | null = null;
  const changesFor = (isAgency: boolean) =>
    isAgency && agencyCao ? (forAgency ??= listChanges(agencyCao)) : (plain ??= listChanges(null));

  for (const [organizationId, own] of byOrganization) {
    try {
      const changes = await changesFor(own.some((scan) => scan.is_abu_cao));
      const alert: CaoVersionAlertPayload = {
        cao_name: version.cao_name,
        version_id: version.id,
        version_label: version.label,
        previous_label: previous.label,
        scans: own.map((scan) => ({ id: scan.id, name: scan.name })),
        changes: changes.slice(0, CAO_ALERT_CHANGES_SHOWN),
        change_count: changes.length,
      };
      const isNew = await db.transaction().execute(async (trx) => {
        const recorded = await trx
          .insertInto('cao_version_alerts')
          .values({
            version_id: version.id,
            organization_id: organizationId,
            previous_version_id: previous.id,
            scan_ids: JSON.stringify(alert.scans.map((scan) => scan.id)),
          })
          .onConflict((oc) => oc.columns(['version_id', 'organization_id']).doNothing())
          .returning('version_id')
          .executeTakeFirst();
        if (!recorded) return false;
        await recordActivity(trx, {
          organizationId,
          actorId: null,
          type: 'cao.version_changed',
          payload: alert,
          referenceId: version.id,
        });
        return true;
      });
      if (!isNew) continue;
      await mailAdmins(db, mailer, env.PUBLIC_URL, organizationId, alert, log);
    } catch (error) {
      log(`cao version ${versionId}: alert for organisation ${organizationId} failed`, error);
    }
  }
}

async function mailAdmins(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  organizationId: string,
  alert: CaoVersionAlertPayload,
  log: (message: string, error: unknown) => void,
): Promise<void> {
  const organization = await db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  const sent: string[] = [];
  for (const { email } of await findAlertRecipients(db, organizationId)) {
    try {
      await mailer.send(
        composeAlertEmail({ to: email, publicUrl, organizationName: organization.name, alert }),
      );
      sent.push(email);
    } catch (error) {
      log(`cao version ${alert.version_id}: e-mail to an admin of ${organizationId} failed`, error);
    }
  }
  await db
    .updateTable('cao_version_alerts')
    .set({ emailed_to: JSON.stringify(sent), emailed_at: new Date() })
    .where('version_id', '=', alert.version_id)
    .where('organization_id', '=', organizationId)
    .execute();
}

/**
 * The alerts this process sends in the background, after the PUT that marked a version current has
 * answered (a slow or failing mail server never holds or fails it); awaited at shutdown.
 */
export function createVersionAlerts(
  services: ScanServices,
  mailer: Mailer,
  log: (message: string, error: unknown) => void,
) {
  const running = new Set<Promise<void>>();
  return {
    start(versionId: string, previousVersionId: string) {
      const work = sendVersionAlerts(services, mailer, versionId, previousVersionId, log)
        .catch((error: unknown) => log(`cao version ${versionId}: alerts failed`, error))
        .finally(() => running.delete(work));
      running.add(work);
      return work;
    },
    async close() {
      await Promise.allSettled([...running]);
    },
  };
}

export type VersionAlerts = ReturnType<typeof createVersionAlerts>;
