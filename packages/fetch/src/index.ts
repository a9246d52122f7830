export { FetchRefusedError, type FetchRefusalCode } from './errors.ts';
export type { FetchKind } from './fetch-kinds.ts';
export type { ResolvedAddress, Resolver } from './resolver.ts';
export { systemResolver } from './resolver.ts';
export {
  createSafeFetcher,
  type SafeFetchOptions,
  type SafeFetcher,
  type SafeFetcherConfig,
  type SafeResponse,
} from './safe-fetcher.ts';
