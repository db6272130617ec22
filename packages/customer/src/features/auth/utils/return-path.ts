import { paths, type LoginLocationState } from '../../../config/paths';

/** The query parameter that carries the return path across a full page load (e.g. from /admin). */
export const RETURN_PARAM = 'next';

/**
 * A path on this origin to return to after sign-in, or null. Only same-origin paths pass: an
 * absolute URL, a protocol-relative `//host` or a `/\host` would send the person elsewhere.
 */
export function toSafeReturnPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters never belong in a path
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.pathname === paths.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

interface LocationLike {
  search: string;
  state: unknown;
}

/** Where sign-in returns to: the guard's remembered route, else `?next=`, else the dashboard. */
export function readReturnPath(location: LocationLike, origin = window.location.origin): string {
  const from = (location.state as LoginLocationState | null)?.from;
  const remembered = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
  const next = new URLSearchParams(location.search).get(RETURN_PARAM);
  return toSafeReturnPath(remembered, origin) ?? toSafeReturnPath(next, origin) ?? paths.home;
}

/**
 * The back-office is another app on this origin (/admin, /admin/organizations, …): it is reached with
 * a full page load. Only the path before `?` or `#` decides, so /admin#top is the back-office too.
 */
export function isOutsideApp(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
}

const STORAGE_KEY = 'caoscan.returnPath';

/** Kept across the OAuth round trip (provider → /auth/callback) in this tab only. */
export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, path);
  } catch {
    /* storage unavailable: the callback falls back to the dashboard */
  }
}

/** The path remembered before OAuth, checked again, and forgotten once read. */
export function takeRememberedReturnPath(origin = window.location.origin): string {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage unavailable */
  }
  return toSafeReturnPath(raw, origin) ?? paths.home;
}
