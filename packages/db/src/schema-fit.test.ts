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

const SAMPLES: Record<Prisma.ModelName, Record<string, unknown>> = {
  User: {
    id: userId,
    name: 'Ann',
    email: 'ann@example.com',
    passwordHash: 'hash',
    digistoreApiKeyEnc: 'v1:x',
    digistoreUserName: 'annaff',
    digistoreConnectedAt: when,
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
    writer: 'offline',
    product: { name: 'P' },
    content: { a: [1, 2] },
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
};

interface Delegate {
  create(args: { data: Record<string, unknown> }): Promise<Record<string, unknown>>;
  findUniqueOrThrow(args: { where: { id: unknown } }): Promise<Record<string, unknown>>;
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
      const back = await delegate.findUniqueOrThrow({ where: { id: data.id } });
      for (const [field, value] of Object.entries(data)) {
        // updatedAt is always set by Prisma to "now" on write; everything else must round-trip exactly.
        if (field === 'updatedAt') expect(back[field], `${model}.${field}`).toBeInstanceOf(Date);
        else expect(back[field], `${model}.${field}`).toEqual(value);
      }
    }
  });
});
