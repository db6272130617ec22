import { ApiError, readErrorMessage, UNEXPECTED_RESPONSE_MESSAGE } from './api-error';
import type { ApiTransport } from './api-scans';
import { DeleteFileResponseSchema, UploadResultSchema, type UploadResult } from './schemas/files';

/** POST /files/upload (spec 02 §7 "Files"). */
export const UPLOAD_PATH = '/files/upload';

export interface UploadFormInput {
  file: Blob;
  fileName: string;
  /** The scan the document is for; without it the file goes to the organisation's file store. */
  scanId?: string | null;
  kind?: 'current' | 'client' | null;
  sector?: string | null;
  caoName?: string | null;
}

/** The multipart fields of an upload (spec 02 §7): cao_scan_id, kind, sector, cao_name, then file. */
export function createUploadForm(input: UploadFormInput): FormData {
  const form = new FormData();
  if (input.scanId) form.append('cao_scan_id', input.scanId);
  if (input.kind) form.append('kind', input.kind);
  if (input.sector) form.append('sector', input.sector);
  if (input.caoName) form.append('cao_name', input.caoName);
  form.append('file', input.file, input.fileName);
  return form;
}

/** A network failure before any answer (status 0): worth another attempt, like a 5xx. */
export const UPLOAD_NETWORK_ERROR = 'Upload mislukt: geen verbinding met de server.';

export interface UploadOptions {
  /** 0–100 while the bytes go out (the browser's XMLHttpRequest upload events). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface FileApiContext {
  urlOf: (path: string) => string;
  getAccessToken: () => Promise<string | null>;
}

function parseUploadAnswer(status: number, text: string): UploadResult {
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    /* stays null */
  }
  if (status < 200 || status >= 300) throw new ApiError(readErrorMessage(status, text), status, data);
  const parsed = UploadResultSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(UNEXPECTED_RESPONSE_MESSAGE, status, data, { cause: parsed.error });
  return parsed.data;
}

/** The part of the browser's XMLHttpRequest used here (core also runs in Node, without the DOM types). */
interface ProgressRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  onload: (() => void) | null;
  status: number;
  responseText: string;
  abort(): void;
  send(body: FormData): void;
}
const BrowserXhr = () => (globalThis as { XMLHttpRequest?: new () => ProgressRequest }).XMLHttpRequest;

/** One upload through XMLHttpRequest: fetch cannot report how much of a body has been sent. */
function sendWithProgress(
  Xhr: new () => ProgressRequest,
  url: string,
  token: string | null,
  form: FormData,
  options: UploadOptions,
) {
  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(UPLOAD_NETWORK_ERROR, 0, null));
    xhr.onabort = () => reject(new DOMException('De upload is afgebroken.', 'AbortError'));
    xhr.onload = () => {
      try {
        resolve(parseUploadAnswer(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The file calls: upload (with progress in a browser), and deleting a file of the store. */
export function createFileApi({ request }: ApiTransport, context: FileApiContext) {
  return {
    /** form: from createUploadForm. Reports progress where XMLHttpRequest exists, else 0 and 100. */
    uploadFile: async (form: FormData, options: UploadOptions = {}): Promise<UploadResult> => {
      options.onProgress?.(0);
      const Xhr = BrowserXhr();
      if (!Xhr) {
        const result = await request('POST', UPLOAD_PATH, {
          body: form,
          schema: UploadResultSchema,
          signal: options.signal,
        });
        options.onProgress?.(100);
        return result;
      }
      const token = await context.getAccessToken();
      return sendWithProgress(Xhr, context.urlOf(UPLOAD_PATH), token, form, options);
    },
    deleteFile: (id: string) =>
      request('DELETE', `/files/${encodeURIComponent(id)}`, { schema: DeleteFileResponseSchema }),
  };
}
