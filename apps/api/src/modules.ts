import type { ApiModule } from './kernel/api-module.ts';
import { accountModule } from './modules/account/module.ts';
import { aiContentModule } from './modules/ai-content/module.ts';
import { apiKeysModule } from './modules/api-keys/module.ts';
import { authModule } from './modules/auth/module.ts';
import { brandKitModule } from './modules/brand-kit/module.ts';
import { campaignsModule } from './modules/campaigns/module.ts';
import { channelsModule } from './modules/channels/module.ts';
import { clickBankModule } from './modules/clickbank/module.ts';
import { demoInboxModule } from './modules/demo-inbox/module.ts';
import { devMailboxModule } from './modules/dev-mailbox/module.ts';
import { dfyModule } from './modules/dfy/module.ts';
import { digestsModule } from './modules/digests/module.ts';
import { digistoreModule } from './modules/digistore/module.ts';
import { linkInBioModule } from './modules/link-in-bio/module.ts';
import { linksModule } from './modules/links/module.ts';
import { mediaLibraryModule } from './modules/media-library/module.ts';
import { networksModule } from './modules/networks/module.ts';
import { notificationsModule } from './modules/notifications/module.ts';
import { performanceModule } from './modules/performance/module.ts';
import { postbacksModule } from './modules/postbacks/module.ts';
import { postsModule } from './modules/posts/module.ts';
import { publicConfigModule } from './modules/public-config/module.ts';
import { quotasModule } from './modules/quotas/module.ts';
import { sceneImagesModule } from './modules/scene-images/module.ts';
import { scriptsModule } from './modules/scripts/module.ts';
import { sitesModule } from './modules/sites/module.ts';
import { trafficModule } from './modules/traffic/module.ts';
import { trainingMediaModule } from './modules/training-media/module.ts';
import { translationsModule } from './modules/translations/module.ts';
import { videoLooksModule } from './modules/video-looks/module.ts';
import { videosModule } from './modules/videos/module.ts';
import { voicesModule } from './modules/voices/module.ts';
import { webhooksModule } from './modules/webhooks/module.ts';

/**
 * Every feature module, each a folder in modules/ with a module.ts naming its routes: app.ts
 * registers each one's `api` routes under the API prefix and its `root` routes outside it (published
 * pages, receivers). A new module adds its module.ts and one line here.
 */
export const API_MODULES: readonly ApiModule[] = [
  authModule,
  accountModule,
  publicConfigModule,
  devMailboxModule,
  scriptsModule,
  videoLooksModule,
  voicesModule,
  sceneImagesModule,
  videosModule,
  translationsModule,
  dfyModule,
  digistoreModule,
  clickBankModule,
  sitesModule,
  aiContentModule,
  trafficModule,
  trainingMediaModule,
  quotasModule,
  brandKitModule,
  mediaLibraryModule,
  linksModule,
  postbacksModule,
  networksModule,
  performanceModule,
  postsModule,
  linkInBioModule,
  campaignsModule,
  channelsModule,
  apiKeysModule,
  webhooksModule,
  demoInboxModule,
  notificationsModule,
  digestsModule,
];
