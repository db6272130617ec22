import { randomBytes, randomUUID } from 'node:crypto';
import { hashInvitationToken } from '../../src/invitations/invitation-token';
import type { TestServer } from '../harness';
import { createOrganization, createSignedInUser, signIn, type TestUser } from '../sign-in';

/**
 * The people and things the authorization tests act on, created once per server: organisation A
 * (member, organisation admin, a disabled user, an invited user whose invitation is pending) and
 * organisation B (its own admin), the seeded support and platform staff, and factories for fresh
 * scans, files, invitations, users, roles and checkout sessions, so a write can never spoil a read.
 */
export const SUBJECTS = [
  'anonymous',
  'member',
  'orgAdmin',
  'otherOrgAdmin',
  'support',
  'platformAdmin',
  'disabled',
  'pending',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Relative to the caller: `own` is the caller's organisation (A for staff and the pending user). */
export type Target = 'own' | 'other' | 'unknown' | 'none';

/** What a route's path parameter names. */
export type Resource =
  'scan' | 'file' | 'organization' | 'user' | 'role' | 'invitation' | 'token' | 'checkout' | 'caoVersion';

export interface Org {
  id: string;
  name: string;
}

export interface World {
  server: TestServer;
  orgA: Org;
  orgB: Org;
  users: Record<Exclude<Subject, 'anonymous'>, TestUser>;
  /** Ids, names and e-mail addresses only organisation A (or B) may see. */
  secrets: { A: string[]; B: string[] };
  /** The id of a `resource` belonging to `org` (fresh when `fresh`, else a shared one). */
  resource(resource: Resource, org: Org, fresh: boolean): Promise<string>;
  memberRoleId: string;
}

const short = () => randomUUID().slice(0, 8);

export async function createWorld(server: TestServer): Promise<World> {
  const { db } = server.database;
  const nameA = `Eigen Organisatie ${short()}`;
  const nameB = `Andere Organisatie ${short()}`;
  const orgA = { id: await createOrganization(server, { name: nameA, credits: 50 }), name: nameA };
  const orgB = { id: await createOrganization(server, { name: nameB, credits: 50 }), name: nameB };

  const [member, orgAdmin, otherOrgAdmin, platformAdmin, disabled] = await Promise.all([
    createSignedInUser(server, orgA.id, 'org_member', 'lid'),
    createSignedInUser(server, orgA.id, 'org_administrator', 'orgbeheer'),
    createSignedInUser(server, orgB.id, 'org_administrator', 'anderbeheer'),
    createSignedInUser(server, null, 'admin', 'platform'),
    createSignedInUser(server, orgA.id, 'org_member', 'uitgeschakeld'),
  ]);
  await db.updateTable('users').set({ status: 'disabled' }).where('id', '=', disabled.id).execute();

  // Invited to A, not yet accepted: an account with status pending and no organisation.
  const pendingEmail = `uitgenodigd-${short()}@test.caoscan.nl`;
  const pendingRow = await db
    .insertInto('users')
    .values({ email: pendingEmail, display_name: null, organization_id: null, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const memberRole = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'org_member')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invitations')
    .values({
      organization_id: orgA.id,
      role_id: memberRole.id,
      email: pendingEmail,
      token_hash: hashInvitationToken(randomBytes(32).toString('base64url')),
      invited_by: orgAdmin.id,
      expires_at: new Date(Date.now() + 7 * 86_400_000),
    })
    .execute();
  const pendingToken = await signIn(server, pendingEmail);
  const pending: TestUser = {
    id: pendingRow.id,
    email: pendingEmail,
    organizationId: null,
    token: pendingToken,
    auth: { Authorization: `Bearer ${pendingToken}` },
  };
  const supportToken = await signIn(server, 'support@caoscan.test');
  const supportRow = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'support@caoscan.test')
    .executeTakeFirstOrThrow();
  const support: TestUser = {
    id: supportRow.id,
    email: 'support@caoscan.test',
    organizationId: null,
    token: supportToken,
    auth: { Authorization: `Bearer ${supportToken}` },
  };

  const ownerOf = (org: Org) => (org.id === orgA.id ? orgAdmin : otherOrgAdmin);
  // Scans and files are their creator's (and their organisation admin's) unless shared: A's are the member's.
  const scanOwnerOf = (org: Org) => (org.id === orgA.id ? member : otherOrgAdmin);
  const creators: Record<Resource, (org: Org) => Promise<string>> = {
    scan: async (org) =>
      (
        await db
          .insertInto('cao_scans')
          .values({ organization_id: org.id, user_id: scanOwnerOf(org).id, name: `Scan ${org.name}` })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    file: async (org) =>
      (
        await db
          .insertInto('stored_files')
          .values({
            organization_id: org.id,
            uploaded_by: scanOwnerOf(org).id,
            cao_scan_id: null,
            kind: 'current',
            original_filename: `cao-${org.name}.pdf`,
            content_type: 'application/pdf',
            format: 'pdf',
            file_size: 10,
            page_count: 1,
            sha256: randomBytes(32).toString('hex'),
            storage_key: `matrix/${randomUUID()}.pdf`,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    // A fresh organisation for writes (an admin may delete it); reads look at A and B themselves.
    organization: async (org) => org.id,
    user: async (org) =>
      (
        await db
          .insertInto('users')
          .values({
            email: `collega-${short()}@test.caoscan.nl`,
            display_name: 'Collega',
            organization_id: org.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    role: async () =>
      (
        await db
          .insertInto('roles')
          .values({ name: `matrixrol-${short()}`, description: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    invitation: async (org) =>
      (
        await db
          .insertInto('invitations')
          .values({
            organization_id: org.id,
            role_id: memberRole.id,
            email: `genodigde-${short()}@test.caoscan.nl`,
            token_hash: hashInvitationToken(randomBytes(32).toString('base64url')),
            invited_by: ownerOf(org).id,
            expires_at: new Date(Date.now() + 7 * 86_400_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    token: async (org) => {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('invitations')
        .values({
          organization_id: org.id,
          role_id: memberRole.id,
          email: `link-${short()}@test.caoscan.nl`,
          token_hash: hashInvitationToken(token),
          invited_by: ownerOf(org).id,
          expires_at: new Date(Date.now() + 7 * 86_400_000),
        })
        .execute();
      return token;
    },
    // The catalogue is platform-wide: a fresh cao with one version whose extraction is done.
    caoVersion: async () => {
      const cao = await db
        .insertInto('catalogue_caos')
        .values({ name: `Matrix-cao ${short()}`, sector: 'Matrix' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const version = await db
        .insertInto('catalogue_cao_versions')
        .values({
          cao_id: cao.id,
          label: '2025',
          original_filename: 'matrix-cao.pdf',
          content_type: 'application/pdf',
          format: 'pdf',
          file_size: 10,
          page_count: 1,
          sha256: randomBytes(32).toString('hex'),
          storage_key: `matrix/${randomUUID()}.pdf`,
          extraction_status: 'completed',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return version.id;
    },
    checkout: async (org) => {
      const id = `cs_local_${randomBytes(12).toString('hex')}`;
      await db
        .insertInto('checkout_sessions')
        .values({
          id,
          provider: 'local',
          organization_id: org.id,
          created_by: ownerOf(org).id,
          credits_quantity: 5,
          amount_total_cents: 5000,
        })
        .execute();
      return id;
    },
  };

  const shared = new Map<string, Promise<string>>();
  const resource = (kind: Resource, org: Org, fresh: boolean) => {
    if (fresh && kind === 'organization')
      return createOrganization(server, { name: `Matrix Kopie ${short()}` });
    if (fresh) return creators[kind](org);
    const key = `${kind}:${org.id}`;
    if (!shared.has(key)) shared.set(key, creators[kind](org));
    return shared.get(key)!;
  };
  // The shared things exist before anyone looks, so their ids are in the secrets below.
  const kinds: Resource[] = ['scan', 'file', 'invitation', 'checkout'];
  const idsOf = async (org: Org) => Promise.all(kinds.map((kind) => resource(kind, org, false)));
  const emails = async (orgId: string) =>
    (await db.selectFrom('users').select('email').where('organization_id', '=', orgId).execute()).map(
      (u) => u.email,
    );

  return {
    server,
    orgA,
    orgB,
    users: { member, orgAdmin, otherOrgAdmin, support, platformAdmin, disabled, pending },
    secrets: {
      A: [orgA.id, orgA.name, ...(await idsOf(orgA)), ...(await emails(orgA.id))],
      B: [orgB.id, orgB.name, ...(await idsOf(orgB)), ...(await emails(orgB.id))],
    },
    resource,
    memberRoleId: memberRole.id,
  };
}
