/**
 * Pages outside the admin SPA. Sign-in lives in the customer app, so leaving the admin area is a
 * full page navigation; an absolute URL makes react-admin's logout do exactly that.
 */
export function getCustomerLoginUrl(): string {
  return new URL('/login', window.location.origin).href;
}

/**
 * The customer login page, asked to bring the person back to this admin page after sign-in
 * (`?next=`, which the login page accepts only as a same-origin path).
 */
export function getCustomerLoginUrlReturningHere(): string {
  const url = new URL('/login', window.location.origin);
  const { pathname, search, hash } = window.location;
  url.searchParams.set('next', `${pathname}${search}${hash}`);
  return url.href;
}

export function getCustomerAppUrl(): string {
  return new URL('/', window.location.origin).href;
}

export function goToUrl(url: string): void {
  window.location.assign(url);
}
