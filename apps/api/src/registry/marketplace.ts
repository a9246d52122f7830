import { createSandboxLedger, createSandboxMarketplace } from '@adreel/digistore';
import { createIpnSandbox } from '../modules/digistore/ipn-sandbox.ts';
import { createIpnService } from '../modules/digistore/ipn-service.ts';
import { createSandboxService } from '../modules/digistore/sandbox-service.ts';
import { createDigistoreService } from '../modules/digistore/service.ts';
import type { buildMoneyServices } from './money.ts';
import type { ServiceDeps, Shared } from './service-deps.ts';

type Money = Pick<ReturnType<typeof buildMoneyServices>, 'sales' | 'links' | 'postbacks'>;

/**
 * The marketplace (the digistore module's group): the user's Digistore24 connection and the offer
 * catalog, its IPN receiver, and (mode 'sandbox' only, see marketplaceMode in packages/marketplace) the
 * local stand-in with its signed sale and refund IPNs.
 */
export function buildMarketplaceServices(deps: ServiceDeps, shared: Shared, money: Money) {
  const { env, db, log } = deps;
  const { market } = shared;
  const sandbox = market.mode === 'sandbox';
  const ipn = createIpnService({
    db,
    sales: money.sales,
    encryptionKey: shared.encryptionKey,
    publicUrl: env.PUBLIC_URL,
  });
  return {
    digistore: {
      ipn,
      digistore: createDigistoreService({
        db,
        adapter: shared.marketplaces.digistore24,
        encryptionKey: shared.encryptionKey,
        publicUrl: env.PUBLIC_URL,
        log,
        available: market.mode !== 'off',
      }),
      sandboxMarketplace: sandbox
        ? createSandboxService({
            sandbox: createSandboxMarketplace({
              db,
              publicBaseUrl: market.baseUrl,
              allowedReturnOrigins: [new URL(env.PUBLIC_URL).origin],
            }),
            publicUrl: env.PUBLIC_URL,
          })
        : null,
      /** The sandbox's simulated sales: into its ledger, then the user's postback (and signed IPN). */
      ipnSandbox: sandbox
        ? createIpnSandbox({
            db,
            ipn,
            links: money.links.links,
            ledger: createSandboxLedger(db),
            postbackUrl: money.postbacks.postbacks.urlOf,
            flushClicks: money.links.clicks.flush,
          })
        : null,
    },
  };
}
