import { PRODUCT_ROUTE, rerunScanPath } from '@caoscan/core';

/** Every route of the customer app, named once. Pages and links use these, never string literals. */
export const paths = {
  home: '/',
  login: '/login',
  authCallback: '/auth/callback',
  acceptInvitation: '/accept-invitation',
  upload: '/upload',
  caoScan: {
    root: PRODUCT_ROUTE,
    /** The route pattern that holds every scan screen. */
    pattern: `${PRODUCT_ROUTE}/*`,
    overview: `${PRODUCT_ROUTE}/overview`,
    create: `${PRODUCT_ROUTE}/create`,
    createStep: (step: number) => `${PRODUCT_ROUTE}/create/step/${step}`,
    scan: (scanId: string) => `${PRODUCT_ROUTE}/${scanId}`,
    scanStep: (scanId: string, step: number) => `${PRODUCT_ROUTE}/${scanId}/step/${step}`,
    /** Re-run on the new cao version, after a confirmation (the alert e-mail links here). */
    rerun: rerunScanPath,
  },
  caoCatalogue: {
    /** 'Wat is er veranderd': a catalogue version against the one before it, or `from`. */
    versionChanges: (versionId: string, from?: string) =>
      `/cao-catalogus/versies/${encodeURIComponent(versionId)}/wijzigingen${
        from ? `?from=${encodeURIComponent(from)}` : ''
      }`,
    versionChangesPattern: '/cao-catalogus/versies/:versionId/wijzigingen',
  },
  credits: '/credits',
  configuratie: '/configuratie',
  invitations: '/invitations',
  settings: '/settings',
  paymentSuccess: '/payment/success',
  paymentCancel: '/payment/cancel',
  /** The back-office is another app on the same origin: reach it with a full page load. */
  admin: '/admin',
} as const;

/** Where the login page sends people back to (set by the route guard). */
export interface LoginLocationState {
  from?: { pathname: string; search?: string; hash?: string };
}
