/** The organisation's settings; the scan overview reads the share setting under the same key. */
export const settingsKeys = {
  billing: () => ['organization', 'settings', 'billing'] as const,
  shareSetting: () => ['organization', 'settings', 'share-scans'] as const,
  caoAlertEmails: () => ['organization', 'settings', 'cao-alert-emails'] as const,
};
