import type { CategoryExtractor } from '../types';
import { builtinExtractor } from './builtin-extractor';
import { createLlmExtractor, readLlmConfig } from './llm';

/**
 * The extractor the environment asks for: the built-in rules, or the LLM extractor when
 * LLM_PROVIDER is set (its values pass the same verification). A bad LLM configuration throws
 * the LLM module's LlmConfigError with a Dutch message.
 */
export function getDefaultExtractor(
  env: Record<string, string | undefined> = process.env,
): CategoryExtractor {
  if (!env.LLM_PROVIDER) return builtinExtractor;
  const config = readLlmConfig(env);
  return config ? createLlmExtractor(config) : builtinExtractor;
}
