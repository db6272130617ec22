import { hasPermission, type Permission } from '@caoscan/core';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

/** Who is calling, as established by the authenticate plugin from the bearer token. */
export interface CurrentUser {
  id: string;
  email: string;
  organizationId: string | null;
  roleNames: string[];
  /** The auth session the token belongs to (built-in auth), for logout and revocation checks. */
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

/** Every protected route starts with one of these; client-side guards are courtesy only. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

export function requirePermission(request: FastifyRequest, permission: Permission): CurrentUser {
  const user = requireUser(request);
  if (!hasPermission(user.roleNames, permission)) throw forbidden();
  return user;
}
