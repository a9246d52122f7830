import { randomBytes, randomUUID } from 'node:crypto';
import { saveConnection } from '@adreel/db/marketplace-accounts';
import { digistoreAccountKey } from '@adreel/digistore';
import { encryptSecret, parseEncryptionKey } from '@adreel/secret-box';
import { createLocalStorage, type Storage } from '@adreel/storage';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_DELETED_MESSAGE,
  FILES_NOT_DELETED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../src/modules/account/service.ts';
import {
  createHarness,
  createListeningHarness,
  type Harness,
  multipartUpload,
  signUpAndIn,
  uniqueIp,
} from './harness.ts';

const PASSWORD = 'secret-lamp-1';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const CONTENT = {
  websiteSummary: 'A kettle',
  commentary: 'Look at this kettle',
  reelScript: { scenes: [] },
  musicSuggestion: 'calm',
};

/** What `seed` gives an account: every kind of row it owns, still there. */
const EVERY_SEEDED_ROW = {
  user: 1,
  sessions: 1,
  scripts: 1,
  videos: 2,
  sites: 1,
  uploads: 1,
  conversations: 1,
};

let h: Harness;
beforeAll(async () => {
  // The marketplace client revokes the key over HTTP against the sandbox on our own origin.
  h = await createListeningHarness();
});
afterAll(async () => {
  await h.close();
});

interface Account {
  userId: string;
  email: string;
  auth: Record<string, string>;
}

const signupAndSignin = (app = () => h, tag = 'acct'): Promise<Account> => signUpAndIn(app(), tag, PASSWORD);

function deleteAccount(auth: Record<string, string>, password: string, harness = h) {
  return harness.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: auth, payload: { password } });
}

interface Seeded {
  keys: string[];
  videoIds: string[];
  siteId: string;
  uploadId: string;
  scriptId: string;
  conversationId: string;
}

/** Everything an account can own, made the way the product makes it (API where it is cheap, the
 * worker's key layout for rendered videos), with real files in storage. */
async function seed(a: Account, harness = h): Promise<Seeded> {
  const { db } = harness.t;
  const storage = harness.deps.storage;
  const inject = (opts: InjectOptions) =>
    harness.app.inject({ ...opts, headers: { ...a.auth, ...opts.headers } });

  // A cloned site, saved and published through the API: sites/{user}/{site}/index.html + published.html.
  const saved = await inject({
    method: 'POST',
    url: '/api/api/save',
    payload: { html: '<html><body><h1>Mine</h1></body></html>', url: 'https://shop.example/p' },
  });
  expect(saved.statusCode).toBe(200);
  const { s3Url } = saved.json() as { s3Url: string };
  const created = await inject({
    method: 'POST',
    url: '/api/cloned-sites',
    payload: { link: 'https://shop.example/p', fileLocation: s3Url },
  });
  expect(created.statusCode).toBe(201);
  const siteId = (created.json() as { id: string }).id;
  const published = await inject({
    method: 'POST',
    url: `/api/cloned-sites/${siteId}/publish`,
    payload: { banner: false },
  });
  expect(published.statusCode).toBe(200);

  // A traffic upload through the API: uploads/{user}/{id}.png.
  const body = multipartUpload(PNG);
  const up = await inject({
    method: 'POST',
    url: '/api/traffic/uploads',
    headers: body.headers,
    payload: body.payload,
  });
  expect(up.statusCode).toBe(201);
  const uploadId = (up.json() as { id: string }).id;

  // A chat conversation through the API.
  const conv = await inject({ method: 'POST', url: '/api/api/ai-content/chat/conversation' });
  expect(conv.statusCode).toBe(200);
  const conversationId = (conv.json() as { conversationId: string }).conversationId;

  // A script and two videos: one rendered, one still rendering (a partial file already stored).
  const script = await db.script.create({
    data: {
      userId: a.userId,
      source: 'url',
      sourceUrl: 'https://shop.example/p',
      status: 'completed',
      content: CONTENT,
    },
  });
  const done = randomUUID();
  const rendering = randomUUID();
  await db.video.create({
    data: {
      id: done,
      userId: a.userId,
      scriptId: script.id,
      status: 'completed',
      content: CONTENT,
      outputKey: `videos/${done}/video.mp4`,
      thumbnailKey: `videos/${done}/thumb.jpg`,
    },
  });
  await db.video.create({ data: { id: rendering, userId: a.userId, scriptId: script.id, content: CONTENT } });
  await storage.put(`videos/${done}/video.mp4`, Buffer.from('mp4 bytes'), 'video/mp4');
  await storage.put(`videos/${done}/thumb.jpg`, Buffer.from('jpg bytes'), 'image/jpeg');
  await storage.put(`videos/${rendering}/video.mp4`, Buffer.from('half'), 'video/mp4');

  const keys = [
    ...(await storage.list(`sites/${a.userId}/`)).map((o) => o.key),
    ...(await storage.list(`uploads/${a.userId}/`)).map((o) => o.key),
    `videos/${done}/video.mp4`,
    `videos/${done}/thumb.jpg`,
    `videos/${rendering}/video.mp4`,
  ];
  expect(keys.filter((k) => k.startsWith('sites/'))).toEqual([
    `sites/${a.userId}/${siteId}/index.html`,
    `sites/${a.userId}/${siteId}/published.html`,
  ]);
  expect(keys.filter((k) => k.startsWith('uploads/'))).toHaveLength(1);
  for (const key of keys) expect(await storage.stat(key), key).not.toBeNull();
  return { keys, videoIds: [done, rendering], siteId, uploadId, scriptId: script.id, conversationId };
}

/** Done-for-you content belongs to nobody: a DFY video (userId null) and a review site. */
async function seedDfy() {
  const { db } = h.t;
  const id = randomUUID();
  await db.video.create({
    data: {
      id,
      kind: 'dfy',
      status: 'completed',
      content: CONTENT,
      outputKey: `videos/${id}/video.mp4`,
    },
  });
  const siteKey = `dfy/sites/${randomUUID()}/index.html`;
  const item = await db.dfyItem.create({
    data: {
      type: 'video',
      productName: 'Kettle',
      url: 'https://shop.example/p',
      commentary: 'Nice',
      videoId: id,
      siteFileLocation: siteKey,
    },
  });
  await h.deps.storage.put(`videos/${id}/video.mp4`, Buffer.from('dfy'), 'video/mp4');
  await h.deps.storage.put(siteKey, Buffer.from('<p>dfy</p>'), 'text/html');
  return { videoId: id, itemId: item.id, keys: [`videos/${id}/video.mp4`, siteKey] };
}

async function rowsOf(userId: string, seeded: Seeded, harness = h) {
  const { db } = harness.t;
  return {
    user: await db.user.count({ where: { id: userId } }),
    sessions: await db.session.count({ where: { userId } }),
    scripts: await db.script.count({ where: { userId } }),
    videos: await db.video.count({ where: { id: { in: seeded.videoIds } } }),
    sites: await db.clonedSite.count({ where: { id: seeded.siteId } }),
    uploads: await db.upload.count({ where: { id: seeded.uploadId } }),
    conversations: await db.conversation.count({ where: { id: seeded.conversationId } }),
  };
}

async function storedOf(keys: string[], storage: Storage = h.deps.storage) {
  const out: string[] = [];
  for (const key of keys) if (await storage.stat(key)) out.push(key);
  return out;
}

describe('DELETE /auth/me', () => {
  it('needs a signed-in user and a password', async () => {
    const a = await signupAndSignin();
    const anonymous = await h.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      payload: { password: PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
    const blank = await deleteAccount(a.auth, '');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Enter your password to confirm/);
    const noBody = await h.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: a.auth });
    expect(noBody.statusCode).toBe(400);
    expect(await h.t.db.user.count({ where: { id: a.userId } })).toBe(1);
  });

  it('refuses a wrong password with 400 and deletes nothing', async () => {
    const a = await signupAndSignin();
    const seeded = await seed(a);
    const res = await deleteAccount(a.auth, 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WRONG_PASSWORD_MESSAGE);
    expect(await rowsOf(a.userId, seeded)).toEqual(EVERY_SEEDED_ROW);
    expect(await storedOf(seeded.keys)).toEqual(seeded.keys);
    // The token still works.
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: a.auth })).statusCode).toBe(
      200,
    );
  });

  it('limits password confirmations to 10 per 15 minutes per account (429), the right password included', async () => {
    const a = await signupAndSignin();
    for (let i = 0; i < 10; i++) expect((await deleteAccount(a.auth, `wrong-${i}`)).statusCode).toBe(400);
    const res = await deleteAccount(a.auth, PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Too many password attempts\. Please wait 1[45] minutes and try again\.$/,
    );
    expect(await h.t.db.user.count({ where: { id: a.userId } })).toBe(1);
    // Another account has its own budget.
    const b = await signupAndSignin();
    expect((await deleteAccount(b.auth, 'wrong')).statusCode).toBe(400);
  });

  it('with the right password deletes the rows and every stored file, and nobody else’s', async () => {
    const a = await signupAndSignin();
    // A second sign-in (another device) must die with the account too.
    const other = await h.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: a.email, password: PASSWORD },
      remoteAddress: uniqueIp(),
    });
    const secondAuth = { authorization: `Bearer ${(other.json() as { token: string }).token}` };
    const mine = await seed(a);
    const b = await signupAndSignin();
    const theirs = await seed(b);
    const dfy = await seedDfy();
    const shared = 'training-media/intro/welcome.mp4';
    await h.deps.storage.put(shared, Buffer.from('training'), 'video/mp4');

    // A connected marketplace key, approved in the sandbox.
    const apiKey = `sbx-${randomBytes(12).toString('hex')}`;
    const request = await h.t.db.sandboxApiKeyRequest.create({
      data: {
        token: randomBytes(16).toString('hex'),
        returnUrl: 'x',
        status: 'approved',
        apiKey,
        userName: 'aff_del',
      },
    });
    await saveConnection(h.t.db, digistoreAccountKey(a.userId), {
      affiliateId: 'aff_del',
      credentialsEnc: encryptSecret(apiKey, parseEncryptionKey(h.deps.env.ENCRYPTION_KEY)),
      connectedAt: new Date(),
    });
    await h.t.db.outboxEmail.create({
      data: { to: a.email, subject: 'code 123456', text: 'x', transport: 'outbox' },
    });
    await h.t.db.outboxEmail.create({
      data: { to: b.email, subject: 'code 654321', text: 'x', transport: 'outbox' },
    });

    const res = await deleteAccount(a.auth, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_DELETED_MESSAGE });

    expect(await rowsOf(a.userId, mine)).toEqual({
      user: 0,
      sessions: 0,
      scripts: 0,
      videos: 0,
      sites: 0,
      uploads: 0,
      conversations: 0,
    });
    expect(await h.t.db.chatMessage.count({ where: { conversationId: mine.conversationId } })).toBe(0);
    expect(await h.t.db.outboxEmail.count({ where: { to: a.email } })).toBe(0);
    expect(await storedOf(mine.keys)).toEqual([]);
    expect(await h.deps.storage.list(`sites/${a.userId}/`)).toEqual([]);
    expect(await h.deps.storage.list(`uploads/${a.userId}/`)).toEqual([]);
    for (const id of mine.videoIds) expect(await h.deps.storage.list(`videos/${id}/`)).toEqual([]);

    // The other account, the done-for-you content and shared files are untouched.
    expect(await rowsOf(b.userId, theirs)).toEqual(EVERY_SEEDED_ROW);
    expect(await storedOf(theirs.keys)).toEqual(theirs.keys);
    expect(await h.t.db.outboxEmail.count({ where: { to: b.email } })).toBe(1);
    expect(await h.t.db.video.count({ where: { id: dfy.videoId } })).toBe(1);
    expect((await h.t.db.dfyItem.findUniqueOrThrow({ where: { id: dfy.itemId } })).videoId).toBe(dfy.videoId);
    expect(await storedOf([...dfy.keys, shared])).toEqual([...dfy.keys, shared]);
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/cloned-sites', headers: b.auth })).json(),
    ).toHaveLength(1);

    // Both of the deleted account's tokens are dead, and it cannot sign in again.
    for (const auth of [a.auth, secondAuth]) {
      expect((await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(
        401,
      );
    }
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: a.email, password: PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(again.statusCode).toBe(401);
    // The marketplace key was revoked at the (sandbox) marketplace.
    await vi.waitFor(
      async () =>
        expect(
          (await h.t.db.sandboxApiKeyRequest.findUniqueOrThrow({ where: { id: request.id } })).status,
        ).toBe('revoked'),
      { timeout: 5000, interval: 50 },
    );
  });

  it('after deletion the old token answers 401 on every guarded route and no route answers 5xx', async () => {
    const a = await signupAndSignin();
    await seed(a);
    expect((await deleteAccount(a.auth, PASSWORD)).statusCode).toBe(200);

    const doc = h.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
    const guarded: string[] = [];
    const wrong: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      const url = path.replace(/\{[^}]+\}/g, randomUUID());
      for (const method of methods) {
        if (!ops[method]) continue;
        const name = `${method.toUpperCase()} ${path}`;
        const anonymous = await h.app.inject({ method: method.toUpperCase() as 'GET', url });
        const withToken = await h.app.inject({ method: method.toUpperCase() as 'GET', url, headers: a.auth });
        if (anonymous.statusCode === 401) {
          guarded.push(name);
          if (withToken.statusCode !== 401) wrong.push(`${name} → ${withToken.statusCode}`);
        } else if (withToken.statusCode >= 500 || anonymous.statusCode >= 500) {
          wrong.push(`${name} → ${anonymous.statusCode}/${withToken.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The walk really covered the signed-in product.
    expect(guarded).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'DELETE /api/auth/me',
        'POST /api/auth/signout',
        'GET /api/videos/my-videos',
        'POST /api/videos/create',
        'POST /api/videos/generate-script',
        'GET /api/cloned-sites',
        'POST /api/cloned-sites',
        'POST /api/api/save',
        'GET /api/digistore/status',
        'GET /api/digistore/offers',
        'GET /api/digistore/auth-url',
        'POST /api/traffic/uploads',
        'GET /api/api/ai-content/chat',
        'POST /api/api/ai-content/chat/conversation',
        'POST /api/api/ai-content/{kind}',
        'GET /api/videos/dfy-videos',
      ]),
    );
    expect(guarded.length).toBeGreaterThanOrEqual(25);
  });
});

describe('DELETE /auth/me when storage fails', () => {
  it('answers 503 and keeps the account (rows and the files not yet deleted), so the user can try again', async () => {
    const failing = { on: true };
    let inner: Storage | null = null;
    const flaky = (): Storage => {
      const base = () => inner as Storage;
      return {
        put: (...args) => base().put(...args),
        putFile: (...args) => base().putFile(...args),
        stat: (key) => base().stat(key),
        read: (...args) => base().read(...args),
        readBuffer: (key) => base().readBuffer(key),
        delete: (key) => base().delete(key),
        list: (prefix) => base().list(prefix),
        async deletePrefix(prefix) {
          if (failing.on && prefix.startsWith('sites/')) throw new Error('storage is down');
          return base().deletePrefix(prefix);
        },
      };
    };
    const h2 = await createHarness({}, { storage: flaky() });
    inner = createLocalStorage(`${h2.dataDir}/storage`);
    try {
      const a = await signupAndSignin(() => h2);
      const seeded = await seed(a, h2);
      const res = await deleteAccount(a.auth, PASSWORD, h2);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(FILES_NOT_DELETED_MESSAGE);
      expect((await rowsOf(a.userId, seeded, h2)).user).toBe(1);
      expect(
        await storedOf(
          seeded.keys.filter((k) => k.startsWith('sites/')),
          h2.deps.storage,
        ),
      ).toHaveLength(2);
      // Still signed in; once storage is back the same request finishes the job.
      failing.on = false;
      const retry = await deleteAccount(a.auth, PASSWORD, h2);
      expect(retry.statusCode).toBe(200);
      expect((await rowsOf(a.userId, seeded, h2)).user).toBe(0);
      expect(await storedOf(seeded.keys, h2.deps.storage)).toEqual([]);
    } finally {
      await h2.close();
    }
  });
});
