import { z } from 'zod';

export const LLM_PROVIDERS = ['openai', 'azure', 'anthropic', 'openai-compatible'] as const;

export const LlmConfigSchema = z
  .object({
    provider: z.enum(LLM_PROVIDERS, {
      error: `LLM_PROVIDER moet een van ${LLM_PROVIDERS.join(', ')} zijn (must be one of these)`,
    }),
    apiKey: z.string().trim().optional(),
    model: z
      .string({ error: 'LLM_MODEL ontbreekt (missing): geef de modelnaam of Azure-deployment' })
      .trim()
      .min(1, 'LLM_MODEL is leeg (empty)'),
    baseURL: z.string().trim().optional(),
  })
  .superRefine((config, context) => {
    // A local OpenAI-compatible server (vLLM, Ollama, LM Studio) often needs no key; the others do.
    if (config.provider !== 'openai-compatible' && !config.apiKey) {
      context.addIssue({
        code: 'custom',
        path: ['apiKey'],
        message: `LLM_API_KEY ontbreekt (missing) voor provider ${config.provider}`,
      });
    }
    if ((config.provider === 'openai-compatible' || config.provider === 'azure') && !config.baseURL) {
      context.addIssue({
        code: 'custom',
        path: ['baseURL'],
        message:
          config.provider === 'azure'
            ? 'LLM_BASE_URL ontbreekt (missing): de Azure-resourcenaam of https://<resource>.openai.azure.com/openai'
            : 'LLM_BASE_URL ontbreekt (missing): bv. http://127.0.0.1:8000/v1',
      });
    }
    const isResourceName = config.provider === 'azure' && /^[a-z0-9-]+$/i.test(config.baseURL ?? '');
    if (config.baseURL && !isResourceName && !URL.canParse(config.baseURL)) {
      context.addIssue({
        code: 'custom',
        path: ['baseURL'],
        message: `LLM_BASE_URL is geen geldige URL (not a valid URL): ${config.baseURL}`,
      });
    }
  });

export type LlmConfig = z.infer<typeof LlmConfigSchema>;

/** A bad LLM configuration, in Dutch with the English key words, so an operator sees what to fix. */
export class LlmConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ongeldige LLM-configuratie (invalid LLM configuration): ${problems.join('; ')}`);
    this.name = 'LlmConfigError';
  }
}

/**
 * Reads LLM_PROVIDER, LLM_API_KEY, LLM_MODEL and LLM_BASE_URL. Returns null when none is set
 * (the built-in extractor is then the only one); throws LlmConfigError when the set is incomplete.
 */
export function readLlmConfig(env: Record<string, string | undefined>): LlmConfig | null {
  const raw = {
    provider: env.LLM_PROVIDER?.trim() || undefined,
    apiKey: env.LLM_API_KEY?.trim() || undefined,
    model: env.LLM_MODEL?.trim() || undefined,
    baseURL: env.LLM_BASE_URL?.trim() || undefined,
  };
  if (Object.values(raw).every((value) => value === undefined)) return null;
  if (raw.provider === undefined) {
    throw new LlmConfigError([`LLM_PROVIDER ontbreekt (missing): kies ${LLM_PROVIDERS.join(', ')}`]);
  }
  const parsed = LlmConfigSchema.safeParse(raw);
  if (!parsed.success) throw new LlmConfigError(parsed.error.issues.map((issue) => issue.message));
  return parsed.data;
}
