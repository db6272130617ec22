/** Every scan query key starts with SCANS_KEY, so invalidating it refreshes every scan screen. */
export const SCANS_KEY = ['cao-scans'] as const;

export const scanKeys = {
  list: () => [...SCANS_KEY, 'list'] as const,
  detail: (scanId: string) => [...SCANS_KEY, 'detail', scanId] as const,
  sectionTasks: (scanId: string) => [...SCANS_KEY, 'detail', scanId, 'section-tasks'] as const,
  results: (scanId: string) => [...SCANS_KEY, 'detail', scanId, 'results'] as const,
  documentPage: (scanId: string, side: string, page: number) =>
    [...SCANS_KEY, 'detail', scanId, 'documents', side, page] as const,
  corrections: (scanId: string) => [...SCANS_KEY, 'detail', scanId, 'corrections'] as const,
  caoOverview: () => [...SCANS_KEY, 'cao-overview'] as const,
  shareSetting: () => ['organization', 'settings', 'share-scans'] as const,
};
