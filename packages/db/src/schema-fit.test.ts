import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from './generated/client.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

// Proves the hand-applied migrations fit prisma/schema.prisma: every scalar field of every model is
// written and read back through the generated client. A field added to the schema without a migration
// fails here (either missing from SAMPLES or rejected by Postgres).
const userId = randomUUID();
const scriptId = randomUUID();
const videoId = randomUUID();
const conversationId = randomUUID();
const when = new Date('2026-01-02T03:04:05.678Z');
const day = new Date('2026-01-02T00:00:00.000Z');
const linkId = randomUUID();
const webhookEndpointId = randomUUID();
const channelId = randomUUID();
const campaignId = randomUUID();

const SAMPLES: Record<Prisma.ModelName, Record<string, unknown>> = {
  User: {
    id: userId,
    name: 'Ann',
    email: 'ann@example.com',
    passwordHash: 'hash',
    digistoreApiKeyEnc: 'v1:x',
    digistoreUserName: 'annaff',
    digistoreConnectedAt: when,
    directDigistoreLinks: true,
    createdAt: when,
    updatedAt: when,
  },
  Session: {
    id: randomUUID(),
    userId,
    expiresAt: when,
    revokedAt: when,
    createdAt: when,
  },
  PasswordResetCode: {
    id: randomUUID(),
    userId,
    codeHash: 'h',
    attempts: 2,
    expiresAt: when,
    usedAt: when,
    createdAt: when,
  },
  OutboxEmail: {
    id: randomUUID(),
    to: 'a@b.c',
    subject: 's',
    text: 't',
    transport: 'outbox',
    createdAt: when,
  },
  Script: {
    id: scriptId,
    userId,
    source: 'url',
    sourceUrl: 'https://x.test',
    sourceText: 'txt',
    status: 'completed',
    progress: 100,
    message: 'done',
    step: 'checking',
    writer: 'offline',
    product: { name: 'P' },
    content: { a: [1, 2] },
    language: 'de',
    languageSource: 'page',
    translatedFromVideoId: '018f0000-0000-7000-8000-0000000000bb',
    originalScriptId: '018f0000-0000-7000-8000-0000000000cc',
    error: 'e',
    workMs: 12,
    createdAt: when,
    updatedAt: when,
  },
  Video: {
    id: videoId,
    userId,
    scriptId,
    kind: 'user',
    status: 'completed',
    progress: 100,
    message: 'm',
    content: { s: 1 },
    product: { n: 'x' },
    url: 'https://x.test',
    outputKey: 'k.mp4',
    thumbnailKey: 'k.jpg',
    durationS: 12.5,
    error: 'e',
    renderMs: 9000,
    sizeBytes: 123456,
    template: 'ugc',
    format: '1:1',
    captionStyle: 'boxed',
    brand: { primaryColor: '#1E3A8A', logoKey: null },
    variantGroupId: '018f0000-0000-7000-8000-0000000000aa',
    variantLabel: 'B',
    voice: 'flite:rms',
    language: 'pl',
    translatedFromVideoId: '018f0000-0000-7000-8000-0000000000dd',
    linkCode: 'AbCdEfGh12',
    createdAt: when,
    updatedAt: when,
  },
  DigistoreConnectState: {
    id: randomUUID(),
    stateHash: 'sh',
    userId,
    requestToken: 'rt',
    expiresAt: when,
    usedAt: when,
    createdAt: when,
  },
  SandboxApiKeyRequest: {
    id: randomUUID(),
    token: 'tok',
    returnUrl: 'https://r',
    cancelUrl: 'https://c',
    status: 'approved',
    apiKey: 'k',
    userName: 'u',
    createdAt: when,
  },
  Offer: {
    id: randomUUID(),
    entryId: 'e1',
    name: 'O',
    descriptionHtml: '<p>d</p>',
    imageUrl: '/i.jpg',
    category: 'c',
    commission: '50%',
    netEarnings: 12.34,
    price: 47,
    currency: 'USD',
    affiliateLink: 'https://l',
    sortOrder: 3,
    createdAt: when,
    updatedAt: when,
  },
  ClonedSite: {
    id: randomUUID(),
    userId,
    link: 'https://s',
    fileLocation: 'sites/x/index.html',
    slug: 'slug',
    affiliateLink: 'https://a',
    headline: 'h',
    bannerEnabled: true,
    spotsLeft: 7,
    publishedAt: when,
    expiresAt: when,
    sizeBytes: 4096,
    createdAt: when,
  },
  DfyItem: {
    id: randomUUID(),
    type: 'video',
    productName: 'P',
    url: 'https://u?a=AFFILIATE',
    commentary: 'c',
    videoId,
    siteFileLocation: 'f',
    screenshotKey: 's.jpg',
    createdAt: when,
  },
  Conversation: { id: conversationId, userId, createdAt: when },
  ChatMessage: { id: randomUUID(), conversationId, role: 'user', content: 'hi', createdAt: when },
  Upload: {
    id: randomUUID(),
    userId,
    kind: 'image',
    key: 'k',
    mimeType: 'image/png',
    size: 10,
    createdAt: when,
  },
  TrackedLink: {
    id: linkId,
    code: 'Ab3dE9xQ12',
    userId,
    targetUrl: 'https://www.digistore24.com/redir/1/ann/',
    sourceKind: 'video',
    sourceId: videoId,
    campaignKey: 'v_Ab3dE9xQ12',
    appendClickId: true,
    direct: true,
    createdAt: when,
  },
  Click: {
    id: 1n,
    linkId,
    at: when,
    day,
    referrerDomain: 'facebook.com',
    device: 'mobile',
    bot: true,
    visitorHash: 'h',
    cid: 'c'.repeat(22),
  },
  ClickSalt: { day, salt: 's' },
  LinkDay: {
    linkId,
    // Not the sample click's day: the click's trigger has already made that day's row.
    day: new Date('2025-12-31T00:00:00.000Z'),
    userId,
    clicks: 7,
    uniques: 5,
    bots: 2,
    sales: 1,
    refunds: 1,
    earnings: 12.5,
  },
  LinkDayVisitor: { linkId, day, visitorHash: 'h' },
  Sale: {
    id: randomUUID(),
    userId,
    orderId: 'ORD1',
    event: 'refund',
    linkId,
    campaignKey: 'v_Ab3dE9xQ12',
    amount: 59,
    earnings: -25.5,
    currency: 'EUR',
    productName: 'P',
    at: when,
    payload: { order_id: 'ORD1' },
    source: 'postback',
    transactionId: 'T1',
    transactionType: 'refund',
    clickId: 1n,
    cid: 'c'.repeat(22),
    clickAt: when,
    clickDevice: 'mobile',
    clickReferrer: 'tiktok.com',
    trackingKey: 'tk',
    unattributed: false,
    state: 'further',
    claimed: 25.5,
    createdAt: when,
  },
  PostbackSetting: {
    userId,
    key: 'p'.repeat(32),
    tokenEnc: 'v1:x',
    lastReceivedAt: when,
    lastWasTest: true,
    updatedAt: when,
  },
  SandboxSale: {
    id: randomUUID(),
    affiliate: 'annaff',
    transactionId: 'T1',
    transactionType: 'payment',
    orderId: 'ORD1',
    productId: '100001',
    productName: 'P',
    campaignKey: 'v_Ab3dE9xQ12',
    cid: 'c'.repeat(22),
    amount: 59,
    earnings: 25.5,
    currency: 'EUR',
    country: 'DE',
    at: when,
  },
  DigistoreSync: { userId, lastSyncedAt: when, lastAdded: 2, lastError: 'Invalid API key', updatedAt: when },
  IpnSetting: { userId, key: 'k'.repeat(24), passphraseEnc: 'v1:x', updatedAt: when },
  RenderStart: { videoId: randomUUID(), userId, startedAt: when },
  StorageReservation: { id: randomUUID(), userId, bytes: 5_000_000_000n, createdAt: when },
  ApiKey: {
    id: randomUUID(),
    userId,
    name: 'Zapier',
    prefix: 'adr_AbCdEfGh',
    keyHash: 'f'.repeat(64),
    createdAt: when,
    lastUsedAt: when,
    revokedAt: when,
  },
  WebhookEndpoint: {
    id: webhookEndpointId,
    userId,
    url: 'https://hooks.example/adreel',
    events: ['video.completed', 'sale.created'],
    secret: 'v1:x',
    enabled: false,
    createdAt: when,
  },
  WebhookDelivery: {
    id: randomUUID(),
    endpointId: webhookEndpointId,
    event: 'sale.created',
    payload: { id: 'd', type: 'sale.created', data: {} },
    status: 'failed',
    attempts: 6,
    nextAttemptAt: when,
    lastStatus: 500,
    lastError: 'HTTP 500: nope',
    deliveredAt: when,
    createdAt: when,
  },
  BrandKit: {
    userId,
    primaryColor: '#1E3A8A',
    accentColor: '#F59E0B',
    font: 'dejavu-serif',
    logoKey: `uploads/${userId}/brand-logo-x.png`,
    watermark: 'top-left',
    updatedAt: when,
  },
  DemoWebhookInbox: { userId, key: 'k'.repeat(32), createdAt: when },
  DemoWebhookReceipt: {
    id: randomUUID(),
    inboxUserId: userId,
    event: 'webhook.test',
    deliveryId: 'd1',
    body: '{}',
    signature: 't=1,v1=ab',
    verified: true,
    endpointId: webhookEndpointId,
    receivedAt: when,
  },
  Channel: {
    id: channelId,
    userId,
    platform: 'tiktok',
    accountId: 'open-1',
    accountName: 'Ann on TikTok',
    avatarUrl: 'https://example.com/a.png',
    accessTokenEnc: 'v1:a',
    refreshTokenEnc: 'v1:r',
    expiresAt: when,
    refreshExpiresAt: when,
    scopes: ['user.info.basic', 'video.publish'],
    status: 'connected',
    lastError: 'refused',
    createdAt: when,
    updatedAt: when,
  },
  OAuthState: {
    id: randomUUID(),
    stateHash: 'sh',
    userId,
    platform: 'youtube',
    codeVerifier: 'v'.repeat(43),
    redirectUri: 'http://localhost/api/channels/oauth/youtube/callback',
    expiresAt: when,
    usedAt: when,
    createdAt: when,
  },
  Campaign: {
    id: campaignId,
    userId,
    name: 'Spring',
    rhythm: { perDay: 2, times: ['09:00', '18:00'] },
    settings: { template: 'classic' },
    channelIds: [channelId],
    status: 'running',
    createdAt: when,
    updatedAt: when,
  },
  CampaignItem: {
    id: randomUUID(),
    campaignId,
    position: 3,
    offerId: 'offer-1',
    productUrl: 'https://example.com/p',
    scriptId,
    videoId,
    settings: { voice: 'flite:slt' },
    status: 'rendering',
    error: 'x',
    createdAt: when,
    updatedAt: when,
  },
  Post: {
    id: randomUUID(),
    userId,
    videoId,
    channelId,
    campaignId,
    platform: 'tiktok',
    title: 'T',
    caption: 'Hello',
    hashtags: ['a', 'b'],
    privacy: 'SELF_ONLY',
    mode: 'inbox',
    scheduledAt: when,
    status: 'published',
    platformPostId: 'p1',
    platformUrl: 'https://example.com/v/1',
    failureReason: 'r',
    attempt: 2,
    uploadSession: { publishId: 'x', chunk: 1 },
    trackedLinkId: linkId,
    startedAt: when,
    publishedAt: when,
    createdAt: when,
    updatedAt: when,
  },
};

/** Models whose primary key is not called `id`. */
const PRIMARY_KEY: Partial<Record<Prisma.ModelName, string>> = {
  ClickSalt: 'day',
  LinkDay: 'linkId_day',
  LinkDayVisitor: 'linkId_day_visitorHash',
  IpnSetting: 'userId',
  DigistoreSync: 'userId',
  PostbackSetting: 'userId',
  RenderStart: 'videoId',
  BrandKit: 'userId',
  DemoWebhookInbox: 'userId',
};

const FIELD_ENUMS: Record<Prisma.ModelName, Record<string, string>> = {
  User: Prisma.UserScalarFieldEnum,
  Session: Prisma.SessionScalarFieldEnum,
  PasswordResetCode: Prisma.PasswordResetCodeScalarFieldEnum,
  OutboxEmail: Prisma.OutboxEmailScalarFieldEnum,
  Script: Prisma.ScriptScalarFieldEnum,
  Video: Prisma.VideoScalarFieldEnum,
  DigistoreConnectState: Prisma.DigistoreConnectStateScalarFieldEnum,
  SandboxApiKeyRequest: Prisma.SandboxApiKeyRequestScalarFieldEnum,
  Offer: Prisma.OfferScalarFieldEnum,
  ClonedSite: Prisma.ClonedSiteScalarFieldEnum,
  DfyItem: Prisma.DfyItemScalarFieldEnum,
  Conversation: Prisma.ConversationScalarFieldEnum,
  ChatMessage: Prisma.ChatMessageScalarFieldEnum,
  Upload: Prisma.UploadScalarFieldEnum,
  StorageReservation: Prisma.StorageReservationScalarFieldEnum,
  TrackedLink: Prisma.TrackedLinkScalarFieldEnum,
  Click: Prisma.ClickScalarFieldEnum,
  ClickSalt: Prisma.ClickSaltScalarFieldEnum,
  LinkDay: Prisma.LinkDayScalarFieldEnum,
  LinkDayVisitor: Prisma.LinkDayVisitorScalarFieldEnum,
  Sale: Prisma.SaleScalarFieldEnum,
  IpnSetting: Prisma.IpnSettingScalarFieldEnum,
  DigistoreSync: Prisma.DigistoreSyncScalarFieldEnum,
  PostbackSetting: Prisma.PostbackSettingScalarFieldEnum,
  SandboxSale: Prisma.SandboxSaleScalarFieldEnum,
  RenderStart: Prisma.RenderStartScalarFieldEnum,
  ApiKey: Prisma.ApiKeyScalarFieldEnum,
  WebhookEndpoint: Prisma.WebhookEndpointScalarFieldEnum,
  WebhookDelivery: Prisma.WebhookDeliveryScalarFieldEnum,
  BrandKit: Prisma.BrandKitScalarFieldEnum,
  DemoWebhookInbox: Prisma.DemoWebhookInboxScalarFieldEnum,
  DemoWebhookReceipt: Prisma.DemoWebhookReceiptScalarFieldEnum,
  Channel: Prisma.ChannelScalarFieldEnum,
  OAuthState: Prisma.OAuthStateScalarFieldEnum,
  Campaign: Prisma.CampaignScalarFieldEnum,
  CampaignItem: Prisma.CampaignItemScalarFieldEnum,
  Post: Prisma.PostScalarFieldEnum,
};

interface Delegate {
  create(args: { data: Record<string, unknown> }): Promise<Record<string, unknown>>;
  findUniqueOrThrow(args: { where: Record<string, unknown> }): Promise<Record<string, unknown>>;
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe('migrated database fits schema.prisma', () => {
  it('covers every model and every scalar field in the samples', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.values(Prisma.ModelName).sort());
    for (const model of Object.values(Prisma.ModelName)) {
      expect(Object.keys(SAMPLES[model]).sort(), model).toEqual(Object.values(FIELD_ENUMS[model]).sort());
    }
  });

  it('writes and reads back every field of every model (in dependency order)', async () => {
    for (const model of Object.keys(SAMPLES) as Prisma.ModelName[]) {
      const key = (model.charAt(0).toLowerCase() + model.slice(1)) as keyof typeof t.db;
      const delegate = t.db[key] as unknown as Delegate;
      const data = SAMPLES[model];
      await delegate.create({ data });
      const primary = PRIMARY_KEY[model] ?? 'id';
      // A compound key (`linkId_day`) is looked up by its fields.
      const id = primary.includes('_')
        ? Object.fromEntries(primary.split('_').map((f) => [f, data[f]]))
        : data[primary];
      const back = await delegate.findUniqueOrThrow({ where: { [primary]: id } });
      for (const [field, value] of Object.entries(data)) {
        // updatedAt is always set by Prisma to "now" on write; everything else must round-trip exactly.
        if (field === 'updatedAt') expect(back[field], `${model}.${field}`).toBeInstanceOf(Date);
        else expect(back[field], `${model}.${field}`).toEqual(value);
      }
    }
  });
});
