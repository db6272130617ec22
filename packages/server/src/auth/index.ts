import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

/** The built-in Supabase-Auth-compatible service at /auth/v1 (placeholder until implemented). */
export const authService: FastifyPluginAsync<{ ctx: AppContext }> = async () => {};
