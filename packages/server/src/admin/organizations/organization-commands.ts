import { ORGANIZATION_MESSAGES, OrganizationTypeSchema, validateOrganizationName } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/current-user';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../invitations/invitation-status';
import { recordAdminAction } from '../audit-log';

export const ORGANIZATION_NOT_FOUND = 'Organisatie niet gevonden.';
const PARENT_NOT_FOUND = 'De gekozen moederorganisatie bestaat niet.';
const PARENT_IS_SELF = 'Een organisatie kan niet haar eigen moederorganisatie zijn.';
const PARENT_IS_CHILD = 'Een dochterorganisatie kan niet de moederorganisatie worden.';

export interface OrganizationBody {
  name?: unknown;
  type?: unknown;
  parent_id?: unknown;
}

function readName(body: OrganizationBody): string {
  const message = validateOrganizationName(body.name);
  if (message) throw badRequest(message);
  return String(body.name).trim();
}

function readType(body: OrganizationBody) {
  const parsed = OrganizationTypeSchema.safeParse(body.type);
  if (!parsed.success) throw badRequest(ORGANIZATION_MESSAGES.typeRequired);
  return parsed.data;
}

/** parent_id: absent = unchanged, null or '' = none, else an existing organisation but not self or a child. */
async function readParent(
  db: Db,
  body: OrganizationBody,
  selfId?: string,
): Promise<string | null | undefined> {
  if (body.parent_id === undefined) return undefined;
  if (body.parent_id === null || body.parent_id === '') return null;
  const parentId = String(body.parent_id);
  if (parentId === selfId) throw badRequest(PARENT_IS_SELF);
  if (!isUuid(parentId)) throw badRequest(PARENT_NOT_FOUND);
  const parent = await db
    .selectFrom('organizations')
    .select(['id', 'parent_id'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (!parent) throw badRequest(PARENT_NOT_FOUND);
  if (selfId && parent.parent_id === selfId) throw badRequest(PARENT_IS_CHILD);
  return parent.id;
}

export async function createOrganization(
  db: Db,
  actor: CurrentUser,
  body: OrganizationBody,
): Promise<string> {
  const name = readName(body);
  const type = readType(body);
  const parentId = (await readParent(db, body)) ?? null;
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('organizations')
      .values({ name, type, parent_id: parentId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, actor, {
      action: 'organization.created',
      targetType: 'organization',
      targetId: created.id,
      details: { name, type, parent_id: parentId },
    });
    return created.id;
  });
}

export async function findOrganization(db: Db, organizationId: string) {
  const row = isUuid(organizationId)
    ? await db.selectFrom('organizations').selectAll().where('id', '=', organizationId).executeTakeFirst()
    : undefined;
  if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
  return row;
}

export async function updateOrganization(
  db: Db,
  actor: CurrentUser,
  organizationId: string,
  body: OrganizationBody,
) {
  const before = await findOrganization(db, organizationId);
  const name = body.name === undefined ? before.name : readName(body);
  const type = body.type === undefined ? before.type : readType(body);
  const parent = await readParent(db, body, before.id);
  const parentId = parent === undefined ? before.parent_id : parent;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('organizations')
      .set({ name, type, parent_id: parentId, updated_at: new Date() })
      .where('id', '=', before.id)
      .execute();
    await recordAdminAction(trx, actor, {
      action: 'organization.updated',
      targetType: 'organization',
      targetId: before.id,
      details: {
        before: { name: before.name, type: before.type, parent_id: before.parent_id },
        after: { name, type, parent_id: parentId },
      },
    });
  });
}

/** Dutch reasons a delete is refused, per kind of data the organisation still holds. */
const HOLDS = {
  users: 'gebruikers',
  scans: 'scans',
  files: 'bestanden',
  ledger: 'credittransacties',
  children: 'dochterorganisaties',
} as const;

/**
 * Deletes an organisation that holds nothing: refused (409) while it still has users, scans,
 * files, credit transactions or child organisations (see README.md for why). What goes with it:
 * its invitations, billing details, settings and a zero balance row; invited accounts that were
 * never activated and wait for nothing else are removed too, so nothing is left dangling.
 */
export async function deleteOrganization(db: Db, actor: CurrentUser, organizationId: string) {
  const organization = await findOrganization(db, organizationId);
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<Record<keyof typeof HOLDS, boolean>>`
      select
        exists (select 1 from users where organization_id = ${organization.id}) as users,
        exists (select 1 from cao_scans where organization_id = ${organization.id}) as scans,
        exists (select 1 from stored_files where organization_id = ${organization.id}) as files,
        exists (select 1 from credit_transactions where organization_id = ${organization.id}) as ledger,
        exists (select 1 from organizations where parent_id = ${organization.id}) as children`.execute(trx);
    const held = (Object.keys(HOLDS) as (keyof typeof HOLDS)[]).filter((key) => rows[0]?.[key]);
    if (held.length > 0) {
      throw conflict(
        `Deze organisatie heeft nog ${held.map((key) => HOLDS[key]).join(', ')} en kan daarom niet worden verwijderd. Verplaats of verwijder die eerst.`,
      );
    }
    const invitedEmails = await trx
      .selectFrom('invitations')
      .select(sql<string>`lower(email)`.as('email'))
      .where('organization_id', '=', organization.id)
      .where('status', '=', 'pending')
      .execute();
    await trx.deleteFrom('organizations').where('id', '=', organization.id).execute();
    // The invitations went with the organisation (cascade); accounts made only for them go too.
    for (const { email } of invitedEmails) {
      await trx
        .deleteFrom('users')
        .where(sql`lower(email)`, '=', email)
        .where('status', '=', 'pending')
        .where('organization_id', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('invitations')
                .select('id')
                .where(sql`lower(invitations.email)`, '=', email),
            ),
          ),
        )
        .execute();
    }
    await recordAdminAction(trx, actor, {
      action: 'organization.deleted',
      targetType: 'organization',
      targetId: organization.id,
      details: { name: organization.name, type: organization.type },
    });
  });
}
