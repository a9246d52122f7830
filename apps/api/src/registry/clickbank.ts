import { clickBankEndpoint } from '@adreel/marketplace';
import type { SaleRecorder } from '@adreel/sales';
import { createInsReceiver } from '../modules/clickbank/ins-receiver.ts';
import { createClickBankService } from '../modules/clickbank/service.ts';
import type { ServiceDeps, Shared } from './service-deps.ts';

/**
 * ClickBank (issue 34 item 3): the connection, catalog additions and the INS receiver, over the
 * registry's ClickBank adapter (the stand-in process in demo mode).
 */
export function buildClickBankServices(
  deps: ServiceDeps,
  shared: Shared,
  money: { sales: Pick<SaleRecorder, 'record'> },
) {
  const { env, db } = deps;
  const endpoint = clickBankEndpoint(env);
  // The registry's adapter (registry/marketplaces.ts), pointed where clickBankEndpoint says.
  const adapter = shared.marketplaces.clickbank;
  return {
    clickbank: {
      clickbank: createClickBankService({
        db,
        adapter,
        encryptionKey: shared.encryptionKey,
        publicUrl: env.PUBLIC_URL,
        hopBase: endpoint.hopBase,
        standInUrl: endpoint.mode === 'sandbox' ? endpoint.apiBase : null,
      }),
      clickbankIns: createInsReceiver({
        db,
        adapter,
        sales: money.sales,
        encryptionKey: shared.encryptionKey,
      }),
    },
  };
}
