import { randomUUID } from 'node:crypto';
import { CAO_ALERT_CHANGES_SHOWN, type CaoAlertChange, type CaoVersionAlertPayload } from '@caoscan/core';
import { sql } from 'kysely';
import { recordActivity } from '../../activity/record-activity';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import type { ScanServices } from '../../scans/scan-services';
import { findAgencyVersion } from '../agency-cao';
import { composeAlertEmail } from './alert-email';
import { listChangedElements, type VersionDocument } from './changed-elements';
import { findScansOnVersion, type AffectedScan } from './find-affected-scans';

type Log = (message: string, error: unknown) => void;

/** A run claimed this long ago was left by a process that died: another takes it up. */
const STALE_MINUTES = 10;
/** How often each server process looks for runs left pending (a failed e-mail, a process that died). */
const SWEEP_MS = 5 * 60_000;
/** A run that failed this often is left alone; its row stays for an operator to see. */
export const MAX_ALERT_ATTEMPTS = 12;

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
 * Claims the run of `versionId` (`cao_version_alert_runs`, written when it became current) with one
 * UPDATE: not claimed yet (or by a process that died), and not given up. Two processes never work
 * the same run at once. `started_at` is kept in milliseconds, as a JS Date holds it: the claim's own
 * row is found again by that value.
 */
async function claimRun(db: Db, versionId: string) {
  return db
    .updateTable('cao_version_alert_runs')
    .set({ started_at: sql<Date>`date_trunc('milliseconds', now())`, attempts: sql<number>`attempts + 1` })
    .where('version_id', '=', versionId)
    .where('attempts', '<', MAX_ALERT_ATTEMPTS)
    .where((eb) =>
      eb.or([
        eb('started_at', 'is', null),
        eb('started_at', '<', sql<Date>`now() - ${`${STALE_MINUTES} minutes`}::interval`),
      ]),
    )
    .returning(['previous_version_id', 'started_at', 'attempts'])
    .executeTakeFirst();
}

/**
 * The alerts of a version that became current (its run row, written in the same transaction):
 * every organisation with a completed scan on the previous version gets, once (the
 * `cao_version_alerts` row is the record), an activity item and an e-mail to each of its admins who
 * did not opt out. The row and the activity item are written in one transaction; each e-mail sent
 * is recorded on the row, so a run taken up again (the process died, the mail server refused)
 * sends only what is missing. The run row goes once every organisation is done; else it is
 * released for the next try.
 */
export async function sendVersionAlerts(
  services: ScanServices,
  mailer: Mailer,
  versionId: string,
  log: Log,
): Promise<void> {
  const { db } = services;
  const run = await claimRun(db, versionId);
  if (!run) return;
  let isDone = false;
  try {
    isDone = await alertOrganizations(services, mailer, versionId, run.previous_version_id, log);
  } finally {
    // Only this claim's row: marking the version current again meanwhile reset it for a new run.
    const thisRun = { version_id: versionId, started_at: run.started_at };
    if (isDone) {
      await db
        .deleteFrom('cao_version_alert_runs')
        .where((eb) => eb.and(thisRun))
        .execute();
    } else {
      await db
        .updateTable('cao_version_alert_runs')
        .set({ started_at: null })
        .where((eb) => eb.and(thisRun))
        .execute();
      if (run.attempts >= MAX_ALERT_ATTEMPTS) {
        log(`cao version ${versionId}: alerts given up after ${run.attempts} attempts`, null);
      }
    }
  }
}

/** Answers whether every organisation was told (its activity item, and every e-mail sent). */
async function alertOrganizations(
  services: ScanServices,
  mailer: Mailer,
  versionId: string,
  previousVersionId: string,
  log: Log,
): Promise<boolean> {
  const { db, env } = services;
  const [version, previous] = await Promise.all([
    readVersion(db, versionId),
    readVersion(db, previousVersionId),
  ]);
  if (!version || !previous) return true;
  const scans = await findScansOnVersion(db, previous);

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

  let isDone = true;
  for (const [organizationId, own] of byOrganization) {
    try {
      const told = await readAlertRecord(db, version.id, organizationId);
      if (told?.emailed_at) continue;
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
      if (!told) await recordAlert(db, alert, organizationId, previous.id);
      const isMailed = await mailAdmins(db, mailer, env.PUBLIC_URL, organizationId, alert, log);
      isDone &&= isMailed;
    } catch (error) {
      isDone = false;
      log(`cao version ${versionId}: alert for organisation ${organizationId} failed`, error);
    }
  }
  return isDone;
}

function readAlertRecord(db: Db, versionId: string, organizationId: string) {
  return db
    .selectFrom('cao_version_alerts')
    .select(['emailed_to', 'emailed_at'])
    .where('version_id', '=', versionId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** The organisation's record and its activity item, in one transaction (once: a second is a no-op). */
async function recordAlert(
  db: Db,
  alert: CaoVersionAlertPayload,
  organizationId: string,
  previousVersionId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('cao_version_alerts')
      .values({
        version_id: alert.version_id,
        organization_id: organizationId,
        previous_version_id: previousVersionId,
        scan_ids: JSON.stringify(alert.scans.map((scan) => scan.id)),
      })
      .onConflict((oc) => oc.columns(['version_id', 'organization_id']).doNothing())
      .returning('version_id')
      .executeTakeFirst();
    if (!recorded) return;
    await recordActivity(trx, {
      organizationId,
      actorId: null,
      type: 'cao.version_changed',
      payload: alert,
      referenceId: alert.version_id,
    });
  });
}

/**
 * Records the intent to e-mail `email` before the mailer is called (or another attempt at it):
 * answers the Message-ID to send it with, or null when it was sent already.
 */
async function recordEmailIntent(
  db: Db,
  alert: CaoVersionAlertPayload,
  organizationId: string,
  email: string,
  host: string,
): Promise<string | null> {
  const intent = await db
    .insertInto('cao_version_alert_emails')
    .values({
      version_id: alert.version_id,
      organization_id: organizationId,
      email,
      message_id: `<cao-alert-${alert.version_id}-${randomUUID()}@${host}>`,
    })
    .onConflict((oc) =>
      oc
        .columns(['version_id', 'organization_id', 'email'])
        .doUpdateSet({
          attempts: sql<number>`cao_version_alert_emails.attempts + 1`,
          last_attempt_at: sql<Date>`now()`,
        })
        .where('cao_version_alert_emails.sent_at', 'is', null),
    )
    .returning('message_id')
    .executeTakeFirst();
  return intent?.message_id ?? null;
}

/** Marks the e-mail sent (its intent row, and the organisation's list of addresses), in one transaction. */
async function markEmailSent(db: Db, versionId: string, organizationId: string, email: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('cao_version_alert_emails')
      .set({ sent_at: new Date() })
      .where('version_id', '=', versionId)
      .where('organization_id', '=', organizationId)
      .where('email', '=', email)
      .execute();
    await trx
      .updateTable('cao_version_alerts')
      .set({ emailed_to: sql<string>`emailed_to || ${JSON.stringify([email])}::jsonb` })
      .where('version_id', '=', versionId)
      .where('organization_id', '=', organizationId)
      .execute();
  });
}

/**
 * E-mails each admin who wants it and was not mailed yet. Per address: the intent is recorded
 * first (with the Message-ID every attempt carries), the mailer called, then the e-mail marked
 * sent; a run taken up again sends only what is not marked. Answers whether all went (then
 * `emailed_at` is set and the organisation is done).
 */
async function mailAdmins(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  organizationId: string,
  alert: CaoVersionAlertPayload,
  log: Log,
): Promise<boolean> {
  const told = await readAlertRecord(db, alert.version_id, organizationId);
  // Addresses recorded before the intents existed (migration 0021) count as sent too.
  const mailed = new Set((told?.emailed_to ?? []) as string[]);
  const organization = await db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  const host = new URL(publicUrl).hostname;
  let isComplete = true;
  for (const { email } of await findAlertRecipients(db, organizationId)) {
    if (mailed.has(email)) continue;
    const messageId = await recordEmailIntent(db, alert, organizationId, email, host);
    if (!messageId) continue;
    try {
      await mailer.send({
        ...composeAlertEmail({ to: email, publicUrl, organizationName: organization.name, alert }),
        messageId,
      });
    } catch (error) {
      isComplete = false;
      log(`cao version ${alert.version_id}: e-mail to an admin of ${organizationId} failed`, error);
      continue;
    }
    await markEmailSent(db, alert.version_id, organizationId, email);
  }
  if (isComplete) {
    await db
      .updateTable('cao_version_alerts')
      .set({ emailed_at: new Date() })
      .where('version_id', '=', alert.version_id)
      .where('organization_id', '=', organizationId)
      .execute();
  }
  return isComplete;
}

/**
 * The alerts this process sends in the background: after the PUT that marked a version current has
 * answered (a slow or failing mail server never holds or fails it), and for every run left pending
 * — at start and every few minutes (`watch`). Awaited at shutdown.
 */
export function createVersionAlerts(services: ScanServices, mailer: Mailer, log: Log) {
  const running = new Set<Promise<void>>();
  let sweep: NodeJS.Timeout | undefined;
  let isClosed = false;
  const start = (versionId: string) => {
    if (isClosed) return Promise.resolve();
    const work = sendVersionAlerts(services, mailer, versionId, log)
      .catch((error: unknown) => log(`cao version ${versionId}: alerts failed`, error))
      .finally(() => running.delete(work));
    running.add(work);
    return work;
  };
  const resume = async () => {
    const pending = await services.db
      .selectFrom('cao_version_alert_runs')
      .select('version_id')
      .where('attempts', '<', MAX_ALERT_ATTEMPTS)
      .orderBy('created_at')
      .execute();
    for (const run of pending) await start(run.version_id);
  };
  const resumeLogged = () => resume().catch((error: unknown) => log('cao version alerts not resumed', error));
  return {
    start,
    resume,
    /** Takes up the pending runs now and every few minutes, until close. */
    watch() {
      void resumeLogged();
      sweep = setInterval(() => void resumeLogged(), SWEEP_MS);
      sweep.unref();
    },
    async close() {
      isClosed = true;
      clearInterval(sweep);
      await Promise.allSettled([...running]);
    },
  };
}

export type VersionAlerts = ReturnType<typeof createVersionAlerts>;
