import type { AdminApiClient, CreditAdjustmentInput } from '@caoscan/core';
import type { ResourceProvider } from '../data/resource-overrides';
import { readFilterValue } from '../data/admin-resources';
import { withFallback } from '../data/read-response';

const LOAD_ERROR = 'Fout bij laden van credit gegevens';
const ADJUST_ERROR = 'Fout bij aanpassen van credits';

/**
 * The `credits` resource: the ledger across organisations (GET /admin/credits/transactions,
 * filters organisation and type), and an adjustment as its create (POST /admin/credits/adjust).
 */
export function createCreditsProvider(api: AdminApiClient): ResourceProvider {
  return {
    async getList(_resource, params) {
      const page = params.pagination?.page ?? 1;
      const perPage = params.pagination?.perPage ?? 25;
      const filter = (params.filter ?? {}) as Record<string, unknown>;
      const body = await withFallback(LOAD_ERROR, () =>
        api.listCreditTransactions(
          {
            limit: perPage,
            offset: (page - 1) * perPage,
            organization_id: readFilterValue(filter.organization_id),
            transaction_type: readFilterValue(filter.transaction_type),
          },
          params.signal,
        ),
      );
      return { data: body.transactions as never[], total: body.total };
    },

    async create(_resource, params) {
      const data = params.data as Record<string, unknown>;
      const input: CreditAdjustmentInput = {
        organization_id: String(data.organization_id ?? ''),
        credits_amount: Number(data.credits_amount),
        description: String(data.description ?? '').trim(),
      };
      const body = await withFallback(ADJUST_ERROR, () => api.adjustCredits(input));
      // success: false with no message is still a failure (spec 01 §8).
      if (!body.success || !body.transaction) throw new Error(body.message || ADJUST_ERROR);
      return { data: { ...body.transaction, message: body.message } as never };
    },
  };
}
