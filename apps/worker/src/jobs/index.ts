import { demoModeOn } from '@adreel/config';
import { createOutboxMailer, createSmtpMailer } from '@adreel/mail';
import { marketplaceMode } from '@adreel/marketplace';
import { holdRendersWhilePaused, holdScriptsWhilePaused } from '../campaigns/hold-while-paused.ts';
import type { WorkerDeps } from '../deps.ts';
import type { AnyJobHandler } from '../job.ts';
import { decideAutopilotSlotsJob } from './decide-autopilot-slots.ts';
import { deliverWebhookJob } from './deliver-webhook.ts';
import { demoAudienceJob } from './demo-audience.ts';
import { fetchPostStatsJob } from './fetch-post-stats.ts';
import { generateScriptJob } from './generate-script.ts';
import { pruneClicksJob } from './prune-clicks.ts';
import { publishPostJob } from './publish-post.ts';
import { refreshChannelTokensJob } from './refresh-channel-tokens.ts';
import { refreshOffersJob } from './refresh-offers.ts';
import { renderVideoJob } from './render-video.ts';
import { screenshotSiteJob } from './screenshot-site.ts';
import { sendEmailJob } from './send-email.ts';
import { syncClickBankSalesJob } from './sync-clickbank-sales.ts';
import { syncDigistoreSalesJob } from './sync-digistore-sales.ts';
import { weeklyDigestsJob } from './weekly-digests.ts';

/** Every job the worker runs. checkRegistry() compares this list with packages/queue at boot. */
export function createHandlers(deps: WorkerDeps): AnyJobHandler[] {
  const mailer = deps.env.SMTP_URL
    ? createSmtpMailer(deps.env.SMTP_URL, deps.env.MAIL_FROM)
    : createOutboxMailer(
        {
          store: async (m) =>
            void (await deps.db.outboxEmail.create({ data: { ...m, transport: 'outbox' } })),
        },
        (line) => deps.logger.info(line),
      );
  return [
    sendEmailJob(mailer),
    // Vendor pages of a real marketplace may be fetched; a sandbox or demo offer is its catalog entry.
    // A paused campaign's scripts and renders wait (issue 33 item 4); its posts wait in claimPost.
    holdScriptsWhilePaused(
      deps,
      generateScriptJob(deps, undefined, {
        fetchOfferPages: marketplaceMode('digistore24', deps.env) === 'live' && !demoModeOn(deps.env),
      }),
    ),
    holdRendersWhilePaused(deps, renderVideoJob(deps)),
    screenshotSiteJob(deps),
    refreshOffersJob(deps),
    deliverWebhookJob(deps),
    pruneClicksJob(deps),
    syncDigistoreSalesJob(deps),
    syncClickBankSalesJob(deps),
    publishPostJob(deps),
    refreshChannelTokensJob(deps),
    fetchPostStatsJob(deps),
    decideAutopilotSlotsJob(deps),
    // Registered always (the registry wants a handler per job); scheduled only in demo mode with
    // DEMO_AUDIENCE_EVERY_SECONDS (schedules.ts).
    demoAudienceJob(deps),
    weeklyDigestsJob(deps),
  ];
}
