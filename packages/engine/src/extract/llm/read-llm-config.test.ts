import { describe, expect, it } from 'vitest';
import { LlmConfigError, readLlmConfig } from './read-llm-config';

describe('readLlmConfig', () => {
  it('returns null when no LLM is configured', () => {
    expect(readLlmConfig({})).toBeNull();
    expect(readLlmConfig({ LLM_PROVIDER: '  ' })).toBeNull();
  });

  it('reads a complete configuration per provider', () => {
    expect(readLlmConfig({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-1', LLM_MODEL: 'gpt-4.1-mini' })).toEqual(
      {
        provider: 'openai',
        apiKey: 'sk-1',
        model: 'gpt-4.1-mini',
      },
    );
    expect(
      readLlmConfig({
        LLM_PROVIDER: 'openai-compatible',
        LLM_MODEL: 'qwen',
        LLM_BASE_URL: 'http://127.0.0.1:8000/v1',
      }),
    ).toMatchObject({ provider: 'openai-compatible', baseURL: 'http://127.0.0.1:8000/v1' });
    expect(
      readLlmConfig({
        LLM_PROVIDER: 'azure',
        LLM_API_KEY: 'k',
        LLM_MODEL: 'dep',
        LLM_BASE_URL: 'my-resource',
      }),
    ).toMatchObject({ provider: 'azure', baseURL: 'my-resource' });
  });

  it('explains every problem of a bad configuration in Dutch and English', () => {
    const read = () => readLlmConfig({ LLM_PROVIDER: 'gemini', LLM_MODEL: '' });
    expect(read).toThrow(LlmConfigError);
    expect(read).toThrow(
      /Ongeldige LLM-configuratie \(invalid LLM configuration\).*LLM_PROVIDER moet een van openai/,
    );
    expect(() => readLlmConfig({ LLM_PROVIDER: 'anthropic', LLM_MODEL: 'claude' })).toThrow(
      /LLM_API_KEY ontbreekt \(missing\) voor provider anthropic/,
    );
    expect(() => readLlmConfig({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL ontbreekt/,
    );
    expect(() =>
      readLlmConfig({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'k', LLM_MODEL: 'm', LLM_BASE_URL: 'not a url' }),
    ).toThrow(/geen geldige URL/);
    expect(() => readLlmConfig({ LLM_API_KEY: 'k' })).toThrow(/LLM_PROVIDER ontbreekt/);
  });
});
