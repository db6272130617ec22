import { requestRateLimited } from './errors';

/**
 * Per-IP limits on the endpoints worth guessing at, counted in the database (http/rate-limit-store.ts)
 * so all server processes share them; the per-address limits — one code a minute, five tries per
 * code — live in the database too.
 * GoTrue's own defaults are similar: verify 360/hour, token refresh 150 per 5 minutes.
 */
const errorResponseBuilder = () => requestRateLimited();

export const RATE_LIMITS = {
  otp: { max: 30, timeWindow: 10 * 60_000, errorResponseBuilder },
  verify: { max: 60, timeWindow: 10 * 60_000, errorResponseBuilder },
  token: { max: 150, timeWindow: 5 * 60_000, errorResponseBuilder },
  authorize: { max: 60, timeWindow: 10 * 60_000, errorResponseBuilder },
} as const;
