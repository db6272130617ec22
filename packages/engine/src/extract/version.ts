/** Version of the extraction rules: part of the cache key of stored extractions (bump when rules change). */
export const EXTRACTION_VERSION = 'builtin-2025.19';
