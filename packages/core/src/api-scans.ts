import type { z } from 'zod';
import type { RequestOptions } from './api-client';
import { readDownloadFilename } from './content-disposition';
import { CreditBalanceSchema, CreditHistorySchema, type CreditHistoryQuery } from './schemas/credits';
import { ShareSettingSchema, type UpdateShareSetting } from './schemas/organization-settings';
import { PublicCatalogueSchema } from './schemas/cao-catalogue';
import { CaoVersionChangesSchema } from './schemas/cao-version-changes';
import { CaoAlertEmailSettingSchema, RerunScanResponseSchema } from './schemas/cao-alerts';
import {
  ComparisonResultsSchema,
  ComparisonStatusSchema,
  DetailedComparisonResultsSchema,
  SectionProgressSchema,
} from './schemas/scan-results';
import {
  CorrectionTrailSchema,
  CorrectValueSchema,
  DocumentPageSchema,
  RestoreValueSchema,
  ValueCorrectionSchema,
  type CorrectValue,
  type RestoreValue,
  type ScanSide,
} from './schemas/scan-review';
import {
  AdvanceStepSchema,
  CaoOverviewSchema,
  CaoSelectionSchema,
  DeleteScanResponseSchema,
  ScanCreateSchema,
  ScanListSchema,
  ScanSchema,
  ScanUpdateSchema,
  StartComparisonResponseSchema,
  StartComparisonSchema,
  type CaoSelection,
  type ScanCreate,
  type ScanUpdate,
  type StartComparison,
} from './schemas/scans';

/** What the endpoint modules get from createApiClient: a parsed request and a raw one. */
export interface ApiTransport {
  request: <T>(method: string, path: string, opts?: RequestOptions<T>) => Promise<T>;
  send: (method: string, path: string, opts?: RequestOptions<unknown>) => Promise<Response>;
}

export interface Download {
  blob: Blob;
  filename: string;
}

/** A file download: the bytes and the name from Content-Disposition (else the spec's default). */
export async function downloadFrom(send: ApiTransport['send'], path: string): Promise<Download> {
  const response = await send('GET', path);
  return {
    blob: await response.blob(),
    filename: readDownloadFilename(response.headers.get('content-disposition')),
  };
}

/**
 * Typed calls of spec 02 §7 "Scans", "Files", "Credits" and the share setting, one method per
 * endpoint. Request bodies are parsed with the same schemas as the forms and the server.
 */
export function createScanApi({ request, send }: ApiTransport) {
  const get = <T>(path: string, schema: z.ZodType<T>, query?: RequestOptions<T>['query']) =>
    request('GET', path, { schema, query });
  const scan = (id: string) => `/cao-scans/${encodeURIComponent(id)}`;
  const caoVersion = (id: string) => `/caos/versions/${encodeURIComponent(id)}`;

  return {
    createScan: (body: ScanCreate) =>
      request('POST', '/cao-scans', { body, bodySchema: ScanCreateSchema, schema: ScanSchema }),
    listScans: (query: { skip?: number; limit?: number } = {}) =>
      get('/cao-scans', ScanListSchema, { skip: query.skip ?? 0, limit: query.limit ?? 100 }),
    getScan: (id: string) => get(scan(id), ScanSchema),
    updateScan: (id: string, body: ScanUpdate) =>
      request('PUT', scan(id), { body, bodySchema: ScanUpdateSchema, schema: ScanSchema }),
    deleteScan: (id: string) => request('DELETE', scan(id), { schema: DeleteScanResponseSchema }),
    saveCaoSelection: (id: string, body: CaoSelection) =>
      request('PUT', `${scan(id)}/cao-selection`, {
        body,
        bodySchema: CaoSelectionSchema,
        schema: ScanSchema,
      }),
    advanceStep: (id: string, newStep: number) =>
      request('POST', `${scan(id)}/advance-step`, {
        body: { new_step: newStep },
        bodySchema: AdvanceStepSchema,
        schema: ScanSchema,
      }),
    getCaoOverview: () => get('/cao-scans/cao-overview', CaoOverviewSchema),
    /** The catalogue's cao's with their current version (issue K). */
    getCaoCatalogue: () => get('/caos', PublicCatalogueSchema),
    /** 'Wat is er veranderd': this catalogue version against the one before it, or `from` (no credit). */
    getCaoVersionChanges: (versionId: string, from?: string) =>
      get(`${caoVersion(versionId)}/changes`, CaoVersionChangesSchema, from ? { from } : undefined),
    exportCaoVersionChanges: (versionId: string, from?: string) =>
      downloadFrom(
        send,
        `${caoVersion(versionId)}/changes.xlsx${from ? `?from=${encodeURIComponent(from)}` : ''}`,
      ),
    /** Also resumes or restarts (the server keeps done work). */
    startComparison: (id: string, body: StartComparison) =>
      request('POST', `${scan(id)}/start-comparison`, {
        body,
        bodySchema: StartComparisonSchema,
        schema: StartComparisonResponseSchema,
      }),
    /** A new scan with the same selections on the catalogue's current cao versions (issue K). */
    rerunScan: (id: string) => request('POST', `${scan(id)}/rerun`, { schema: RerunScanResponseSchema }),
    getComparisonStatus: (id: string) => get(`${scan(id)}/comparison/status`, ComparisonStatusSchema),
    getComparisonResults: (id: string) => get(`${scan(id)}/comparison/results`, ComparisonResultsSchema),
    getDetailedComparisonResults: (id: string) =>
      get(`${scan(id)}/comparison/results-with-details`, DetailedComparisonResultsSchema),
    getSectionTasks: (id: string) => get(`${scan(id)}/section-tasks`, SectionProgressSchema),
    exportScanExcel: (id: string) => downloadFrom(send, `${scan(id)}/export-excel`),
    getDocumentPage: (id: string, side: ScanSide, page: number) =>
      get(`${scan(id)}/documents/${side}/pages/${page}`, DocumentPageSchema),
    /** The original bytes (for pdf.js), fetched with the caller's token. */
    getDocumentFile: async (id: string, side: ScanSide) =>
      (await send('GET', `${scan(id)}/documents/${side}/file`)).arrayBuffer(),
    listCorrections: (id: string) => get(`${scan(id)}/corrections`, CorrectionTrailSchema),
    correctValue: (id: string, body: CorrectValue) =>
      request('POST', `${scan(id)}/corrections`, {
        body,
        bodySchema: CorrectValueSchema,
        schema: ValueCorrectionSchema,
      }),
    restoreValue: (id: string, body: RestoreValue) =>
      request('POST', `${scan(id)}/corrections/restore`, {
        body,
        bodySchema: RestoreValueSchema,
        schema: ValueCorrectionSchema,
      }),

    getShareSetting: () => get('/organization/settings/share-scans', ShareSettingSchema),
    updateShareSetting: (body: UpdateShareSetting) =>
      request('PUT', '/organization/settings/share-scans', { body, schema: ShareSettingSchema }),

    /** The signed-in user's own choice about e-mails on new cao versions (issue K). */
    getCaoAlertEmails: () => get('/organization/settings/cao-alert-emails', CaoAlertEmailSettingSchema),
    updateCaoAlertEmails: (enabled: boolean) =>
      request('PUT', '/organization/settings/cao-alert-emails', {
        body: { cao_alert_emails: enabled },
        schema: CaoAlertEmailSettingSchema,
      }),

    getCreditBalance: () => get('/credits/balance', CreditBalanceSchema),
    getCreditHistory: (query: Partial<CreditHistoryQuery> = {}) =>
      get('/credits/history', CreditHistorySchema, {
        limit: query.limit ?? 10,
        offset: query.offset ?? 0,
        transaction_type: query.transaction_type,
      }),
  };
}
