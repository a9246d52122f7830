import { createAccountCaps } from '../modules/quotas/account-caps.ts';
import { capLimitsFromEnv } from '../modules/quotas/caps.ts';
import { createUsageMeter } from '../modules/quotas/meter.ts';
import { quotaLimitsFromEnv } from '../modules/quotas/rules.ts';
import { createQuotaService } from '../modules/quotas/service.ts';
import type { ServiceDeps } from './service-deps.ts';

/**
 * Quotas (renders, storage) and the per-account caps (posts waiting, campaigns running, scripts and
 * translations a day) are read by most areas, so they are built before any of them.
 */
export function buildQuotaServices(deps: ServiceDeps) {
  const { db, storage, env } = deps;
  const quotaLimits = quotaLimitsFromEnv(env);
  const capLimits = capLimitsFromEnv(env);
  const caps = createAccountCaps({ db, limits: capLimits });
  return {
    quotas: {
      quotas: createQuotaService({ db, storage, limits: quotaLimits, caps }),
      caps,
      usageMeter: createUsageMeter({ db, quota: quotaLimits, caps: capLimits }),
    },
  };
}
