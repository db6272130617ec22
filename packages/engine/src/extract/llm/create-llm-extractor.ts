import { generateText, Output, type LanguageModel } from 'ai';
import { findSchemaCategory } from '../../schema';
import type { CategoryExtractor, CategoryValues, DocumentText } from '../../types';
import { verifyCategory } from '../verify';
import { buildAnswerSchema } from './answer-schema';
import { buildPrompt, SYSTEM_PROMPT } from './build-prompt';
import { buildRetrievalQuery } from './build-retrieval-query';
import { createLanguageModel } from './create-language-model';
import type { LlmConfig } from './read-llm-config';
import { retrievePages, type RetrieveOptions } from './retrieve-pages';
import { toCategoryValues } from './to-category-values';

/** The model call failed (network, rate limit, an answer that is not the requested JSON). */
export class LlmExtractionError extends Error {
  constructor(categoryLabel: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Het taalmodel kon de categorie ${categoryLabel} niet uitlezen: ${reason}`, { cause });
    this.name = 'LlmExtractionError';
  }
}

export interface LlmExtractorOptions extends RetrieveOptions {
  /** A ready model instead of one built from the config (another AI SDK provider). */
  model?: LanguageModel;
  /** Per category call. Default 120 s. */
  timeoutMs?: number;
  /** Retries of a failed call (rate limits, 5xx). Default 2. */
  maxRetries?: number;
}

/**
 * The LLM extractor: per category, the few pages that matter go to the model with the category's
 * elements, and every value it returns passes the same verification as the built-in extractor
 * (its as_printed must stand on a cited page), so the model cannot add a number the cao lacks.
 */
export function createLlmExtractor(config: LlmConfig, options: LlmExtractorOptions = {}): CategoryExtractor {
  const model = options.model ?? createLanguageModel(config);
  return {
    name: 'llm',
    async extractCategory(doc: DocumentText, category: string): Promise<CategoryValues> {
      const schema = findSchemaCategory(category);
      if (!schema) return {};
      const pages = retrievePages(doc, buildRetrievalQuery(schema), options);
      if (pages.length === 0) return {};
      const output = await generateText({
        model,
        system: SYSTEM_PROMPT,
        prompt: buildPrompt(schema, pages),
        output: Output.object({ schema: buildAnswerSchema(schema), name: `cao_${schema.key}` }),
        temperature: 0,
        maxRetries: options.maxRetries ?? 2,
        abortSignal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
      }).then(
        (result) => result.output,
        (error: unknown) => {
          throw new LlmExtractionError(schema.label, error);
        },
      );
      const shown = new Set(pages.map((page) => page.number));
      return verifyCategory(doc, toCategoryValues(schema, output, shown));
    },
  };
}
