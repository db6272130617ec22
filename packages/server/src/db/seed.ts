import { bookCreditsNow } from '../credits/ledger';
import type { Db } from './database';

/** Roles every installation has (spec 01 §6). Idempotent. */
export const SYSTEM_ROLES = [
  {
    name: 'admin',
    description: 'Platformbeheerder: beheert alle organisaties, gebruikers, rollen en scans.',
  },
  {
    name: 'org_administrator',
    description: 'Organisatiebeheerder: beheert de eigen organisatie, nodigt collega’s uit en koopt credits.',
  },
  { name: 'org_member', description: 'Lid van een organisatie: maakt en bekijkt scans.' },
  {
    name: 'support',
    description:
      'Ondersteuning: leest het hele beheer, past credits aan met een reden en houdt de cao-catalogus bij.',
  },
] as const;

export const DEMO_STARTING_CREDITS = 25;

const DEMO_ORGANIZATIONS = [
  { name: 'Demo Uitzendbureau', type: 'client', parent: null },
  { name: 'Flexwerk Partners', type: 'partner', parent: 'Demo Uitzendbureau' },
  { name: 'CAO Scan Beheer', type: 'standard', parent: null },
] as const;

const DEMO_USERS = [
  {
    email: 'beheer@caoscan.test',
    displayName: 'Platform Beheer',
    organization: 'CAO Scan Beheer',
    role: 'admin',
  },
  {
    email: 'support@caoscan.test',
    displayName: 'Sanne Support',
    organization: 'CAO Scan Beheer',
    role: 'support',
  },
  {
    email: 'admin@demo-uitzend.test',
    displayName: 'Anouk de Beheerder',
    organization: 'Demo Uitzendbureau',
    role: 'org_administrator',
  },
  {
    email: 'lid@demo-uitzend.test',
    displayName: 'Lars Lid',
    organization: 'Demo Uitzendbureau',
    role: 'org_member',
  },
] as const;

export async function seedRoles(db: Db): Promise<void> {
  for (const role of SYSTEM_ROLES) {
    await db
      .insertInto('roles')
      .values(role)
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}

async function findOrCreateOrganization(db: Db, name: string, type: string, parentId: string | null) {
  const existing = await db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await db
    .insertInto('organizations')
    .values({ name, type: type as 'client', parent_id: parentId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** The demo: three organisations and the three demo users of the README. Idempotent. */
export async function seedDemo(db: Db): Promise<void> {
  await seedRoles(db);
  const organizationIds = new Map<string, string>();
  for (const org of DEMO_ORGANIZATIONS) {
    const parentId = org.parent ? (organizationIds.get(org.parent) ?? null) : null;
    organizationIds.set(org.name, await findOrCreateOrganization(db, org.name, org.type, parentId));
  }
  // The demo organisation starts with credits so a scan can be run at once; booked once (key).
  const demoOrganizationId = organizationIds.get('Demo Uitzendbureau');
  if (demoOrganizationId) {
    await bookCreditsNow(db, {
      organizationId: demoOrganizationId,
      type: 'purchase',
      amount: DEMO_STARTING_CREDITS,
      description: 'Startsaldo demo',
      idempotencyKey: 'seed:demo',
    });
  }
  for (const demo of DEMO_USERS) {
    const organizationId = organizationIds.get(demo.organization) ?? null;
    let user = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', demo.email))
      .executeTakeFirst();
    if (!user) {
      user = await db
        .insertInto('users')
        .values({
          email: demo.email,
          display_name: demo.displayName,
          organization_id: organizationId,
          status: 'active',
          email_confirmed_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', demo.role)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_assignments')
      .values({
        user_id: user.id,
        role_id: role.id,
        organization_id: demo.role === 'admin' || demo.role === 'support' ? null : organizationId,
      })
      .onConflict((oc) => oc.columns(['user_id', 'role_id', 'organization_id']).doNothing())
      .execute();
  }
}
