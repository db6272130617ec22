/** Version of the extraction rules: part of the cache key of stored extractions. */
export const EXTRACTION_VERSION = 'builtin-2025.1';
