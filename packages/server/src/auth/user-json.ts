import type { Db } from '../db/database';
import type { User } from '../db/schema';

/** The user object exactly as GoTrue returns it (session responses, GET/PUT /user, JWT claims). */
export interface AuthUserJson {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at: string | null;
  phone: '';
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: IdentityJson[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return asRecord(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** Active and pending (invited, not yet accepted) people may sign in; disabled ones may not. */
export const canSignIn = (user: Pick<User, 'status'> | undefined): user is User =>
  Boolean(user && user.status !== 'disabled');

export async function loadUserJson(db: Db, userId: string): Promise<AuthUserJson | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const identities = await db
    .selectFrom('identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const storedApp = asRecord(user.app_metadata);
  const providers = [...new Set(identities.map((i) => i.provider))];
  const userMetadata = asRecord(user.user_metadata);
  if (user.display_name && userMetadata.display_name === undefined) {
    userMetadata.display_name = user.display_name;
  }
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: {
      ...storedApp,
      provider: typeof storedApp.provider === 'string' ? storedApp.provider : (providers[0] ?? 'email'),
      providers: providers.length > 0 ? providers : ['email'],
    },
    user_metadata: userMetadata,
    identities: identities.map((identity) => {
      const data = asRecord(identity.identity_data);
      return {
        identity_id: identity.id,
        id: identity.provider_id,
        user_id: identity.user_id,
        identity_data: data,
        provider: identity.provider,
        last_sign_in_at: iso(identity.last_sign_in_at),
        created_at: identity.created_at.toISOString(),
        updated_at: identity.updated_at.toISOString(),
        email: typeof data.email === 'string' ? data.email : null,
      };
    }),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  };
}
