import type { ApiClient, Query } from '@caoscan/core';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { createAdminActions } from './data/admin-actions';
import { getAdminResource, readFilterValue, type AdminResource } from './data/admin-resources';
import { matchMember, paginateLocally } from './data/local-list';
import { readRecord, readRows, readTotal, withFallback } from './data/read-response';

type Row = Record<string, unknown>;

/** The query each paged endpoint takes (spec 01 §7). */
function buildListQuery(name: string, config: AdminResource, params: GetListParams): Query {
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? 20;
  const filter = (params.filter ?? {}) as Row;
  if (config.paging === 'page') {
    return {
      page,
      size: perPage,
      invitation_status: readFilterValue(filter.status),
      email: readFilterValue(filter.email),
      organization_id: readFilterValue(filter.organization_id),
      role_id: readFilterValue(filter.role_id),
    };
  }
  const query: Query = { limit: perPage, offset: (page - 1) * perPage };
  if (name === 'users') {
    query.search = readFilterValue(filter.q);
    query.status = readFilterValue(filter.status); // omitted when 'all'
  }
  return query;
}

/** Only the fields the endpoint takes, so record extras (counts, names) are never sent back. */
function pickPayload(name: string, data: Row, previous?: Row): Row {
  if (name === 'organizations') {
    const payload: Row = {
      name: typeof data.name === 'string' ? data.name.trim() : data.name,
      type: data.type,
    };
    // parent_id: on create only if chosen; on update only if changed, null meaning none (spec 01 §5).
    const parent = data.parent_id === '' || data.parent_id === undefined ? null : data.parent_id;
    if (previous ? parent !== (previous.parent_id ?? null) : parent !== null) payload.parent_id = parent;
    return payload;
  }
  if (name === 'roles') return { name: data.name, description: data.description ?? null };
  if (name === 'users') return { status: data.status };
  if (name === 'invitations') {
    const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : data.email;
    return { email, role_id: data.role_id, organization_id: data.organization_id };
  }
  return data;
}

function requireCall<T>(name: string, call: T | undefined, done: string): T {
  if (!call) throw new Error(`"${name}" kan hier niet worden ${done}.`);
  return call;
}

/**
 * The one dataProvider of the back-office, in ra-data-simple-rest's shape, over the core API client
 * (bearer token, error rule). Resources map onto the client's admin calls (src/data/admin-resources.ts); the action methods
 * (adjustCredits, resendInvitation, …) sit beside the CRUD ones.
 */
export function createDataProvider(api: ApiClient) {
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
        config.calls.list(api, buildListQuery(name, config, params), params.signal),
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
      // The one reference the API offers: an organisation's members.
      if (name !== 'users' || params.target !== 'organization_id') {
        throw new Error(`"${name}" kan niet worden opgehaald per ${params.target}.`);
      }
      const body = await withFallback('Fout bij ophalen gebruikers', () =>
        api.listOrganizationUsers(params.id),
      );
      const { data, total } = paginateLocally(readRows(body, 'users'), params, matchMember);
      return { data: data as never[], total };
    },

    async create(name, params) {
      const config = getAdminResource(name);
      const create = requireCall(name, config.calls.create, 'aangemaakt');
      const payload = pickPayload(name, params.data as Row);
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
      const payload = pickPayload(name, params.data as Row, previous);
      await withFallback(config.errors.update ?? 'Er is een fout opgetreden', () =>
        update(api, params.id, payload),
      );
      return { data: { ...previous, ...payload, id: params.id } as never };
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
