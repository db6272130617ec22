import {
  ApiError,
  createCaoVersionForm,
  type AdminApiClient,
  type CaoVersionUploadFields,
} from '@caoscan/core';
import type { ResourceProvider } from '../data/resource-overrides';
import { matchesText, paginateLocally } from '../data/local-list';
import { withFallback } from '../data/read-response';

const LOAD_ERROR = 'Fout bij ophalen van de cao-catalogus';
const UPLOAD_ERROR = 'Fout bij uploaden van de cao-versie';

/** What the upload form holds: react-admin's FileInput keeps the chosen file as `rawFile`. */
export interface CaoVersionFormValues {
  mode?: 'existing' | 'new';
  cao_id?: string | null;
  name?: string | null;
  sector?: string | null;
  label?: string | null;
  term_start?: string | null;
  term_end?: string | null;
  file?: { rawFile?: File; title?: string } | null;
}

const text = (value: string | null | undefined) => (value ?? '').trim() || undefined;

/** The form's values as the multipart fields of POST /admin/caos/versions (core builds the form). */
export function toUploadFields(values: CaoVersionFormValues): CaoVersionUploadFields {
  const isNew = values.mode === 'new';
  return {
    cao_id: isNew ? undefined : text(values.cao_id),
    name: isNew ? text(values.name) : undefined,
    sector: isNew ? text(values.sector) : undefined,
    label: text(values.label) ?? '',
    term_start: text(values.term_start),
    term_end: text(values.term_end),
  };
}

/**
 * The upload route answers two refusals in English (spec 02 §5 wants them so for the customer's
 * wizard); the back-office says them in Dutch. Every other refusal is Dutch already.
 */
export function toDutchUploadError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 413) {
    return new ApiError(
      'Het document is te groot: een cao-document mag hoogstens 50 MB zijn.',
      413,
      error.body,
    );
  }
  if (error.status === 415 && error.message.startsWith('File type ')) {
    return new ApiError(
      'Dit document kan niet worden gebruikt: het is geen PDF-, DOCX-, DOC- of TXT-bestand.',
      415,
      error.body,
    );
  }
  return error;
}

/**
 * The `caos` resource: the catalogue comes whole (GET /admin/caos, a few hundred cao's at most),
 * searched and paged here; its create uploads a version (multipart, POST /admin/caos/versions).
 */
export function createCaosProvider(api: AdminApiClient): ResourceProvider {
  const fetchAll = async (signal?: AbortSignal) =>
    (await withFallback(LOAD_ERROR, () => api.listCatalogueCaos(signal))).caos as unknown as Record<
      string,
      unknown
    >[];
  return {
    async getList(_resource, params) {
      const { data, total } = paginateLocally(await fetchAll(params.signal), params, (row, filter) =>
        matchesText(row, filter.q, ['name', 'sector']),
      );
      return { data: data as never[], total };
    },
    async getOne(_resource, params) {
      const found = (await fetchAll()).find((row) => String(row.id) === String(params.id));
      if (!found) throw new Error('Deze cao staat niet in de catalogus.');
      return { data: found as never };
    },
    async getMany(_resource, params) {
      const wanted = new Set(params.ids.map(String));
      return { data: (await fetchAll()).filter((row) => wanted.has(String(row.id))) as never[] };
    },
    async create(_resource, params) {
      const values = params.data as CaoVersionFormValues;
      const file = values.file?.rawFile;
      if (!file) throw new Error('Kies het document van de cao-versie.');
      const form = createCaoVersionForm(toUploadFields(values), file, values.file?.title ?? file.name);
      const body = await withFallback(UPLOAD_ERROR, () => api.uploadCaoVersion(form)).catch(
        (error: unknown) => {
          throw toDutchUploadError(error);
        },
      );
      return { data: { ...body.cao, message: body.message } as never };
    },
  };
}

/** 'Markeer als huidige versie' and 'Wat is er veranderd', on the dataProvider beside the CRUD methods. */
export function createCaoActions(api: AdminApiClient) {
  return {
    markCaoVersionCurrent: (versionId: string) =>
      withFallback('Fout bij markeren van de huidige versie', () => api.markCaoVersionCurrent(versionId)),
    /** 'Wat is er veranderd': the version against the one before it (GET /caos/versions/{id}/changes). */
    getCaoVersionChanges: (versionId: string) =>
      withFallback('Fout bij ophalen van de wijzigingen', () => api.getCaoVersionChanges(versionId)),
    exportCaoVersionChanges: (versionId: string) =>
      withFallback('Er is een fout opgetreden bij het downloaden van de Excel.', () =>
        api.exportCaoVersionChanges(versionId),
      ),
  };
}
