import type { CategoryExtractor, CategoryValues, DocumentText } from '../types';
import { builtinExtractor } from './builtin-extractor';
import { readLlmConfig } from './llm/read-llm-config';

/**
 * The extractor the environment asks for: the built-in rules, or the LLM extractor when
 * LLM_PROVIDER is set (its values pass the same verification). A bad LLM configuration throws the
 * LLM module's LlmConfigError (Dutch message) right here; the AI SDK itself is only loaded when
 * the first category is extracted, so the built-in path never pays for it.
 */
export function getDefaultExtractor(
  env: Record<string, string | undefined> = process.env,
): CategoryExtractor {
  if (!env.LLM_PROVIDER) return builtinExtractor;
  const config = readLlmConfig(env);
  if (!config) return builtinExtractor;
  let extractor: Promise<CategoryExtractor> | null = null;
  return {
    name: 'llm',
    async extractCategory(doc: DocumentText, category: string): Promise<CategoryValues> {
      extractor ??= import('./llm/create-llm-extractor').then((module) => module.createLlmExtractor(config));
      return (await extractor).extractCategory(doc, category);
    },
  };
}
