// The cao engine's public API: document text → extraction → comparison → Excel.
export * from './types';
export * from './schema';
export * from './text';
export * from './extract';
export * from './compare';
export * from './excel';
export * from './pipeline';
export {
  createLlmExtractor,
  readLlmConfig,
  LlmConfigSchema,
  LlmConfigError,
  LlmExtractionError,
  LLM_PROVIDERS,
  type LlmConfig,
  type LlmExtractorOptions,
} from './extract/llm';
