import type { DemoMode, DemoService } from '@adreel/contracts';
import { usePublicConfig } from './public-config.ts';

/** Settings → Integrations: where every demo badge leads. */
export const INTEGRATIONS_PATH = '/settings#integrations';

/** Which services run as offline stand-ins; null until the config has loaded (no badge flashes). */
export function useDemoMode(): DemoMode | null {
  return usePublicConfig().data?.demoMode ?? null;
}

/** True when this service's output on screen comes from its offline stand-in. */
export function useIsDemo(service: DemoService): boolean {
  return useDemoMode()?.[service] === true;
}
