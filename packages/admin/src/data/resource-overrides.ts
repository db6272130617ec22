import type { DataProvider } from 'react-admin';

/** The react-admin methods a resource of its own answers; the rest stay with the base provider. */
export type ResourceProvider = Partial<Pick<DataProvider, 'getList' | 'getOne' | 'getMany' | 'create'>>;

/**
 * Per-resource overrides over the one dataProvider: a resource with a folder of its own (credits,
 * audit-log) answers its calls there, every other resource goes to `base` unchanged. Custom
 * methods on `base` (adjustCredits, exportScanExcel, …) are kept.
 */
export function withResourceOverrides<T extends DataProvider>(
  base: T,
  overrides: Record<string, ResourceProvider>,
): T {
  const route =
    <M extends keyof ResourceProvider>(method: M) =>
    (resource: string, params: Parameters<DataProvider[M]>[1]) => {
      const own = overrides[resource]?.[method] as DataProvider[M] | undefined;
      const call = (own ?? base[method]) as (
        resource: string,
        params: unknown,
      ) => ReturnType<DataProvider[M]>;
      return call(resource, params);
    };
  return {
    ...base,
    getList: route('getList'),
    getOne: route('getOne'),
    getMany: route('getMany'),
    create: route('create'),
  };
}
