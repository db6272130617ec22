/** Business constants from the specification (01 §9, 02 §9). */
export const PRODUCT_NAME = 'CAO Scan';
export const PRODUCT_ROUTE = '/cao-scan';
/**
 * The customer app's page that re-runs a scan after the confirmation (the alert e-mail links to it).
 * Here, with no schema, so the first screen's routes do not pull schemas into the initial bundle.
 */
export const rerunScanPath = (scanId: string) => `${PRODUCT_ROUTE}/${scanId}/opnieuw`;
/** One version's 'Wat is er veranderd' page (the change list of issue K). */
export const versionChangesPath = (versionId: string) => `/cao-catalogus/versies/${versionId}/wijzigingen`;
export const APP_VERSION = '1.0.0';

export const LOGIN_CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;
export const CALLBACK_ERROR_REDIRECT_MS = 5000;
export const INVITATION_ACCEPTED_REDIRECT_MS = 3000;
export const AFTER_CODE_VERIFICATION_WAIT_MS = 100;
export const SEARCH_DEBOUNCE_MS = 300;

export const MAX_UPLOAD_BYTES = 52_428_800;
export const SCAN_STEPS = 4;
export const SECTION_TASKS_PER_GROUP = 16;
export const SECTION_TASKS_TOTAL = 48;
export const PROGRESS_POLL_MS = 5000;
export const LOW_BALANCE_THRESHOLD = 5;
export const CREDITS_PER_SCAN = 1;

export const ORGANIZATION_TYPES = ['client', 'partner', 'standard'] as const;
export const USER_STATUSES = ['active', 'pending', 'disabled'] as const;
