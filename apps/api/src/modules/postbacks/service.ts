import { randomBytes } from 'node:crypto';
import {
  filledPostbackUrl,
  type PostbackSettingsResponse,
  type PostbackTestResponse,
  postbackUrl,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { decryptSecret, encryptSecret } from '@adreel/secret-box';
import { UpstreamFailed } from '../../domain-errors.ts';
import { newInboundKey, newInboundToken } from '../../kernel/inbound-key.ts';

export interface PostbackServiceDeps {
  db: Db;
  encryptionKey: Buffer;
  publicUrl: string;
  /** Called after a rotation, so the receiver stops accepting the old token at once. */
  onTokenRotated?: (key: string) => void;
  fetchImpl?: typeof fetch;
}

/**
 * The user's S2S postback address (Settings → Digistore24): made on first look, with a token the
 * user can rotate, and a test that calls the user's own URL from the server as Digistore24 would.
 */
export function createPostbackService(deps: PostbackServiceDeps) {
  const { db, encryptionKey } = deps;
  const fetchImpl = deps.fetchImpl ?? fetch;

  async function settingOf(userId: string) {
    const found = await db.postbackSetting.findUnique({ where: { userId } });
    if (found) return found;
    await db.postbackSetting.createMany({
      data: [{ userId, key: newInboundKey(), tokenEnc: encryptSecret(newInboundToken(), encryptionKey) }],
      skipDuplicates: true,
    });
    return db.postbackSetting.findUniqueOrThrow({ where: { userId } });
  }

  function toDto(s: Awaited<ReturnType<typeof settingOf>>): PostbackSettingsResponse {
    return {
      postbackUrl: postbackUrl(deps.publicUrl, s.key, decryptSecret(s.tokenEnc, encryptionKey)),
      lastReceivedAt: s.lastReceivedAt?.toISOString() ?? null,
      lastWasTest: s.lastWasTest,
    };
  }

  /** The URL to paste into Digistore24, with its placeholders (for the sandbox, which fills them). */
  async function urlOf(userId: string): Promise<string> {
    return toDto(await settingOf(userId)).postbackUrl;
  }

  return {
    urlOf,

    async settings(userId: string): Promise<PostbackSettingsResponse> {
      return toDto(await settingOf(userId));
    },

    /** A new token: the URL pasted into Digistore24 so far stops working. */
    async rotateToken(userId: string): Promise<PostbackSettingsResponse> {
      const s = await settingOf(userId);
      const updated = await db.postbackSetting.update({
        where: { userId },
        data: { tokenEnc: encryptSecret(newInboundToken(), encryptionKey) },
      });
      deps.onTokenRotated?.(s.key);
      return toDto(updated);
    },

    /** Calls the user's own URL over HTTP, placeholders filled and marked `test=1` (nothing is stored). */
    async sendTest(userId: string): Promise<PostbackTestResponse> {
      const template = await urlOf(userId);
      const url = `${filledPostbackUrl(template, {
        campaignkey: 'test',
        amount: '0.00',
        currency: 'EUR',
        product_id: '0',
        transaction_id: `TEST-${randomBytes(6).toString('hex')}`,
        type: 'payment',
        country: 'DE',
        affiliate: 'test',
      })}&test=1`;
      let res: Response;
      try {
        res = await fetchImpl(url, { method: 'GET', signal: AbortSignal.timeout(10_000) });
      } catch {
        throw new UpstreamFailed(`AdReel could not reach its own postback address (${deps.publicUrl}).`);
      }
      const answer = (await res.text()).slice(0, 200);
      return { status: res.status, answer, settings: toDto(await settingOf(userId)) };
    },
  };
}
export type PostbackService = ReturnType<typeof createPostbackService>;
