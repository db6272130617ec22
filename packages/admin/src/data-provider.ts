import type { AdminApiClient } from '@caoscan/core';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { createAdminActions } from './data/admin-actions';
import { getAdminResource, type AdminResource } from './data/admin-resources';
import { matchMember, paginateLocally } from './data/local-list';
import { readRecord, readRows, readTotal, withFallback } from './data/read-response';

type Row = Record<string, unknown>;

function requireCall<T>(name: string, call: T | undefined, done: string): T {
  if (!call) throw new Error(`"${name}" kan hier niet worden ${done}.`);
  return call;
}

/**
 * The one dataProvider of the back-office, in ra-data-simple-rest's shape, over the core API client
 * (bearer token, error rule). Each resource's mapping lives in its folder, registered in src/data/admin-resources.ts; the action methods
 * (adjustCredits, resendInvitation, …) sit beside the CRUD ones.
 */
export function createDataProvider(api: AdminApiClient) {
  async function fetchAll(config: AdminResource): Promise<Row[]> {
    const body = await withFallback(config.errors.list, () => config.calls.list(api, {}));
    return readRows(body, config.listKey);
  }

  async function getOneRow(name: string, id: Identifier): Promise<Row> {
    const config = getAdminResource(name);
    const { getOne } = config.calls;
    if (getOne) {
      const body = await withFallback(config.errors.one ?? config.errors.list, () => getOne(api, id));
      return readRecord(body, config.recordKey);
    }
    // No single-record endpoint in the spec: find it in the whole list.
    const row = (await fetchAll(config)).find((candidate) => String(candidate.id) === String(id));
    if (!row) throw new Error('Niet gevonden');
    return row;
  }

  const provider: DataProvider = {
    async getList(name, params) {
      const config = getAdminResource(name);
      if (config.paging === 'local') {
        const { data, total } = paginateLocally(
          await fetchAll(config),
          params,
          config.matches ?? (() => true),
        );
        return { data: data as never[], total };
      }
      const body = await withFallback(config.errors.list, () =>
        config.calls.list(api, config.toListQuery?.(params) ?? {}, params.signal),
      );
      const rows = readRows(body, config.listKey);
      return { data: rows as never[], total: readTotal(body, rows.length) };
    },

    async getOne(name, params) {
      return { data: (await getOneRow(name, params.id)) as never };
    },

    async getMany(name, params) {
      const config = getAdminResource(name);
      const wanted = new Set(params.ids.map(String));
      if (config.paging === 'local') {
        return { data: (await fetchAll(config)).filter((row) => wanted.has(String(row.id))) as never[] };
      }
      return { data: (await Promise.all(params.ids.map((id) => getOneRow(name, id)))) as never[] };
    },

    async getManyReference(name, params) {
      const reference = getAdminResource(name).references?.[params.target];
      if (!reference) throw new Error(`"${name}" kan niet worden opgehaald per ${params.target}.`);
      const { data, total } = paginateLocally(await reference(api, params.id), params, matchMember);
      return { data: data as never[], total };
    },

    async create(name, params) {
      const config = getAdminResource(name);
      const create = requireCall(name, config.calls.create, 'aangemaakt');
      const payload = config.toPayload?.(params.data as Row) ?? (params.data as Row);
      const body = await withFallback(config.errors.create ?? 'Er is een fout opgetreden', () =>
        create(api, payload),
      );
      const created = body && typeof body === 'object' ? readRecord(body, config.recordKey) : {};
      return { data: { ...payload, ...created } as never };
    },

    async update(name, params) {
      const config = getAdminResource(name);
      const previous = (params.previousData ?? {}) as Row;
      const update = requireCall(name, config.calls.update, 'gewijzigd');
      const payload = config.toPayload?.(params.data as Row, previous) ?? (params.data as Row);
      const body = await withFallback(config.errors.update ?? 'Er is een fout opgetreden', () =>
        update(api, params.id, payload),
      );
      // The server's record when it answers with one (counts, parent name), else what was sent.
      const saved =
        body && typeof body === 'object' && 'id' in body ? readRecord(body, config.recordKey) : {};
      return { data: { ...previous, ...payload, ...saved, id: params.id } as never };
    },

    async updateMany(name, params) {
      await Promise.all(
        params.ids.map((id) => provider.update(name, { id, data: params.data, previousData: { id } })),
      );
      return { data: params.ids };
    },

    async delete(name, params) {
      const config = getAdminResource(name);
      const remove = requireCall(name, config.calls.delete, 'verwijderd');
      await withFallback(config.errors.delete ?? 'Er is een fout opgetreden', () => remove(api, params.id));
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(name, params) {
      await Promise.all(
        params.ids.map((id) => provider.delete(name, { id, previousData: { id } as RaRecord })),
      );
      return { data: params.ids };
    },
  };

  return { ...provider, ...createAdminActions(api) };
}

export type AdminDataProvider = ReturnType<typeof createDataProvider>;
