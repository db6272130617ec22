import { createAnthropic } from '@ai-sdk/anthropic';
import { createAzure } from '@ai-sdk/azure';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { LlmConfig } from './read-llm-config';

/**
 * The AI SDK model for a configuration. OpenAI-compatible servers get the chat-completions path
 * (/chat/completions), which every such server implements; OpenAI itself gets its default API.
 */
export function createLanguageModel(config: LlmConfig): LanguageModel {
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseURL })(config.model);
    case 'openai-compatible':
      return createOpenAI({
        apiKey: config.apiKey ?? 'not-needed',
        baseURL: config.baseURL,
        name: 'openai-compatible',
      }).chat(config.model);
    case 'azure': {
      const isResourceName = /^[a-z0-9-]+$/i.test(config.baseURL ?? '');
      return createAzure(
        isResourceName
          ? { apiKey: config.apiKey, resourceName: config.baseURL }
          : { apiKey: config.apiKey, baseURL: config.baseURL },
      )(config.model);
    }
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseURL })(config.model);
  }
}
