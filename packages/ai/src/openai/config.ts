import OpenAI from 'openai';

export interface OpenAIConfig {
  apiKey: string;
  /** Any OpenAI-compatible server (Ollama, vLLM, llama.cpp): e.g. http://localhost:11434/v1. */
  baseURL?: string;
  model: string;
  /** Per request, in milliseconds. */
  timeoutMs?: number;
  /** Retries the SDK makes on connection errors, 408/409/429 and 5xx, honouring retry-after. */
  maxRetries?: number;
}

export const DEFAULT_MODEL = 'gpt-4o-mini';

export function createOpenAIClient(cfg: OpenAIConfig): OpenAI {
  return new OpenAI({
    apiKey: cfg.apiKey,
    baseURL: cfg.baseURL,
    timeout: cfg.timeoutMs ?? 60_000,
    maxRetries: cfg.maxRetries ?? 2,
  });
}

export interface AIEnv {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
}

/** The OpenAI settings an env asks for, or null when no key is set (the offline implementations then apply). */
export function openAIConfigFromEnv(env: AIEnv): OpenAIConfig | null {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  const baseURL = env.OPENAI_BASE_URL?.trim();
  return { apiKey, model: env.OPENAI_MODEL?.trim() || DEFAULT_MODEL, ...(baseURL ? { baseURL } : {}) };
}
