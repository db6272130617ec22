export { createLlmExtractor, LlmExtractionError, type LlmExtractorOptions } from './create-llm-extractor';
export {
  readLlmConfig,
  LlmConfigSchema,
  LlmConfigError,
  LLM_PROVIDERS,
  type LlmConfig,
} from './read-llm-config';
export { createLanguageModel } from './create-language-model';
export { retrievePages, type RetrievedPage, type RetrieveOptions } from './retrieve-pages';
