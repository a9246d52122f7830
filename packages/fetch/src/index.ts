export { CodedError } from './coded-error.ts';
export { type FetchRefusalCode, FetchRefusedError } from './errors.ts';
export * from './extract/index.ts';
export type { FetchKind } from './fetch-kinds.ts';
export type { ResolvedAddress, Resolver } from './resolver.ts';
export { systemResolver } from './resolver.ts';
export {
  createSafeFetcher,
  type SafeFetcher,
  type SafeFetcherConfig,
  type SafeFetchOptions,
  type SafeResponse,
} from './safe-fetcher.ts';
export { createSafePoster, type SafePostAnswer, type SafePostConfig, type SafePoster } from './safe-post.ts';
