/**
 * Pages outside the admin SPA. Sign-in lives in the customer app, so leaving the admin area is a
 * full page navigation; an absolute URL makes react-admin's logout do exactly that.
 */
export function getCustomerLoginUrl(): string {
  return new URL('/login', window.location.origin).href;
}

export function getCustomerAppUrl(): string {
  return new URL('/', window.location.origin).href;
}

export function goToUrl(url: string): void {
  window.location.assign(url);
}
