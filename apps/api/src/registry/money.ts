import {
  demoModeOn,
  demoShopOrigin,
  demoWebhookInboxPrefix,
  webhookAllowOrigins,
  webhookAllowUrlPrefixes,
} from '@adreel/config';
import { createSafePoster } from '@adreel/fetch';
import { clickBankEndpoint } from '@adreel/marketplace';
import { createWebhookEvents } from '@adreel/queue';
import { createSaleRecorder } from '@adreel/sales';
import { createApiKeyService } from '../modules/api-keys/service.ts';
import { createDemoInboxService } from '../modules/demo-inbox/service.ts';
import { createClickRecorder } from '../modules/links/click-recorder.ts';
import { createDirectLinks } from '../modules/links/direct-links.ts';
import { createLinkService } from '../modules/links/service.ts';
import { createNetworkService } from '../modules/networks/service.ts';
import { createReportSync } from '../modules/performance/report-sync.ts';
import { createPerformanceService } from '../modules/performance/service.ts';
import { createWhatWorksService } from '../modules/performance/what-works-service.ts';
import { createNetworkPostbackReceiver } from '../modules/postbacks/network-receiver.ts';
import { createPostbackReceiver } from '../modules/postbacks/receiver.ts';
import { createPostbackService } from '../modules/postbacks/service.ts';
import { createWebhookService } from '../modules/webhooks/service.ts';
import type { ServiceDeps, Shared } from './service-deps.ts';

/**
 * Money: tracked links (/go/{code}), their clicks (batched into Postgres, never through Redis), the
 * sale recorder, postbacks, the Performance page, and the automation that reports them (API keys,
 * outgoing webhooks). Each module's services come back as its own group; `sales` is the kernel's.
 */
export function buildMoneyServices(deps: ServiceDeps, shared: Shared) {
  const { env, db, sql, producer, log } = deps;
  // Outgoing webhooks: rows first, then a queued delivery; addresses checked by the SSRF-safe poster.
  const webhookEvents = createWebhookEvents({ db, producer, log });
  // Every sale the API receives (postback, IPN, INS) is stored through the one recorder (@adreel/sales),
  // which announces sale.created / sale.reversed; the worker's report syncs use the same one.
  const clicks = createClickRecorder({ db, sql, log });
  // A sale with a click id may arrive before the redirect's batch of that click is written.
  const sales = createSaleRecorder({ db, webhooks: webhookEvents, beforeRecord: clicks.flush });
  const postbackReceiver = createPostbackReceiver({ db, sales, encryptionKey: shared.encryptionKey });
  const networkPostbackReceiver = createNetworkPostbackReceiver({
    db,
    sales,
    encryptionKey: shared.encryptionKey,
  });
  // Custom networks (JVZoo, WarriorPlus, …): in demo mode their links may also point at the demo
  // shop's network stand-in (`/networks/<preset>/…`), labelled so in Settings.
  const networks = createNetworkService({
    db,
    encryptionKey: shared.encryptionKey,
    publicUrl: env.PUBLIC_URL,
    standInHosts: demoModeOn(env)
      ? (preset) => [`${new URL(demoShopOrigin(env)).host}/networks/${preset}`]
      : undefined,
    onInboundChanged: networkPostbackReceiver.forget,
  });
  const links = createLinkService({
    db,
    publicUrl: env.PUBLIC_URL,
    networkSubIds: networks,
    // HopLinks carry the click id as ClickBank's tid (base 36, 24 characters).
    clickBankHopBase: clickBankEndpoint(env).hopBase,
  });
  const postbacks = createPostbackService({
    db,
    encryptionKey: shared.encryptionKey,
    publicUrl: env.PUBLIC_URL,
    onTokenRotated: postbackReceiver.forget,
  });
  return {
    // Not one module's: the Digistore24 IPN, the postbacks and ClickBank's INS all record through it.
    sales,
    links: { links, directLinks: createDirectLinks({ db, publicUrl: env.PUBLIC_URL }), clicks },
    postbacks: { postbacks, postbackReceiver, networkPostbackReceiver },
    networks: { networks },
    performance: {
      performance: createPerformanceService({ db }),
      whatWorks: createWhatWorksService({ db }),
      reportSync: createReportSync({ db, producer }),
    },
    apiKeys: { apiKeys: createApiKeyService({ db }) },
    webhooks: {
      webhooks: createWebhookService({
        db,
        events: webhookEvents,
        poster: createSafePoster({
          allowOrigins: webhookAllowOrigins(env),
          allowUrlPrefixes: webhookAllowUrlPrefixes(env),
        }),
        encryptionKey: shared.encryptionKey,
      }),
    },
    // Demo mode's stand-in for the user's own webhook receiver; absent otherwise.
    demoInbox: {
      demoInbox: demoModeOn(env)
        ? createDemoInboxService({
            db,
            encryptionKey: shared.encryptionKey,
            urlPrefix: demoWebhookInboxPrefix(env),
          })
        : undefined,
    },
  };
}
