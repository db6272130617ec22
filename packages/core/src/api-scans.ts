import type { z } from 'zod';
import type { RequestOptions } from './api-client';
import { CreditBalanceSchema, CreditHistorySchema, type CreditHistoryQuery } from './schemas/credits';
import { UploadResultSchema } from './schemas/files';
import {
  AdminScanListSchema,
  AdminScanSchema,
  ComparisonResultsSchema,
  ComparisonStatusSchema,
  DetailedComparisonResultsSchema,
  SectionProgressSchema,
} from './schemas/scan-results';
import {
  CaoOverviewSchema,
  DeleteScanResponseSchema,
  ScanListSchema,
  ScanSchema,
  StartComparisonResponseSchema,
  type CaoSelection,
  type ScanCreate,
  type ScanUpdate,
} from './schemas/scans';

type Request = <T>(method: string, path: string, opts?: RequestOptions<T>) => Promise<T>;
type Send = (method: string, path: string, opts?: RequestOptions<unknown>) => Promise<Response>;

export const DEFAULT_EXPORT_FILENAME = 'cao-comparison-results.xlsx';

/** The download name from Content-Disposition (filename* first), else the spec's default. */
export function readDownloadFilename(header: string | null, fallback = DEFAULT_EXPORT_FILENAME): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

export interface Download {
  blob: Blob;
  filename: string;
}

/** Typed calls of spec 02 §7 "Scans", "Files", "Credits" and the admin scan calls of spec 01 §7. */
export function createScanApi(request: Request, send: Send) {
  const get = <T>(path: string, schema: z.ZodType<T>, query?: RequestOptions<T>['query']) =>
    request('GET', path, { schema, query });
  const download = async (path: string): Promise<Download> => {
    const response = await send('GET', path);
    return {
      blob: await response.blob(),
      filename: readDownloadFilename(response.headers.get('content-disposition')),
    };
  };
  const scan = (id: string) => `/cao-scans/${encodeURIComponent(id)}`;
  const adminScan = (id: string) => `/admin/cao-scans/${encodeURIComponent(id)}`;

  return {
    createScan: (body: ScanCreate) => request('POST', '/cao-scans', { body, schema: ScanSchema }),
    listScans: (query: { skip?: number; limit?: number } = {}) =>
      get('/cao-scans', ScanListSchema, { skip: query.skip ?? 0, limit: query.limit ?? 100 }),
    getScan: (id: string) => get(scan(id), ScanSchema),
    updateScan: (id: string, body: ScanUpdate) => request('PUT', scan(id), { body, schema: ScanSchema }),
    deleteScan: (id: string) => request('DELETE', scan(id), { schema: DeleteScanResponseSchema }),
    saveCaoSelection: (id: string, body: CaoSelection) =>
      request('PUT', `${scan(id)}/cao-selection`, { body, schema: ScanSchema }),
    advanceStep: (id: string, newStep: number) =>
      request('POST', `${scan(id)}/advance-step`, { body: { new_step: newStep }, schema: ScanSchema }),
    getCaoOverview: () => get('/cao-scans/cao-overview', CaoOverviewSchema),
    startComparison: (id: string, body: CaoSelection) =>
      request('POST', `${scan(id)}/start-comparison`, { body, schema: StartComparisonResponseSchema }),
    getComparisonStatus: (id: string) => get(`${scan(id)}/comparison/status`, ComparisonStatusSchema),
    getComparisonResults: (id: string) => get(`${scan(id)}/comparison/results`, ComparisonResultsSchema),
    getDetailedComparisonResults: (id: string) =>
      get(`${scan(id)}/comparison/results-with-details`, DetailedComparisonResultsSchema),
    getSectionTasks: (id: string) => get(`${scan(id)}/section-tasks`, SectionProgressSchema),
    exportScanExcel: (id: string) => download(`${scan(id)}/export-excel`),
    /** form: file, cao_scan_id, optional sector, cao_name, kind (current|client). */
    uploadFile: (form: FormData) =>
      request('POST', '/files/upload', { body: form, schema: UploadResultSchema }),

    getCreditBalance: () => get('/credits/balance', CreditBalanceSchema),
    getCreditHistory: (query: Partial<CreditHistoryQuery> = {}) =>
      get('/credits/history', CreditHistorySchema, {
        limit: query.limit ?? 10,
        offset: query.offset ?? 0,
        transaction_type: query.transaction_type,
      }),

    listAdminScans: (query: { limit?: number; offset?: number } = {}) =>
      get('/admin/cao-scans', AdminScanListSchema, { limit: query.limit ?? 100, offset: query.offset ?? 0 }),
    getAdminScan: (id: string) => get(adminScan(id), AdminScanSchema),
    getAdminComparisonResults: (id: string) =>
      get(`${adminScan(id)}/comparison/results`, ComparisonResultsSchema),
    getAdminDetailedComparisonResults: (id: string) =>
      get(`${adminScan(id)}/comparison/results-with-details`, DetailedComparisonResultsSchema),
    exportAdminScanExcel: (id: string) => download(`${adminScan(id)}/export-excel`),
  };
}
