import { randomBytes } from 'node:crypto';
import type { Db } from '@adreel/db';
import { approvalPageHtml } from './approval-page.ts';
import { SANDBOX_DEFAULT_USER_NAME, SANDBOX_DEVELOPER_KEY, SANDBOX_USER_NAME_PATTERN } from './constants.ts';
import { offerToEntryData } from './entry-data.ts';
import { SandboxError } from './errors.ts';
import { createSandboxLedger, parseReportTime } from './ledger.ts';

export interface SandboxDeps {
  db: Db;
  /** Where the sandbox is mounted, e.g. http://127.0.0.1:4000/api/sandbox/digistore. */
  publicBaseUrl: string;
  /** The only origins the approval page may send the browser back to (the app's own). */
  allowedReturnOrigins: string[];
}

export interface SandboxReply {
  status: number;
  body: unknown;
}

export type SandboxDecision = 'approve' | 'cancel';

const success = (data: unknown): SandboxReply => ({ status: 200, body: { result: 'success', data } });
// Digistore24 answers refusals with HTTP 200 and an error envelope; so does the sandbox, which
// keeps the client's "error even on 200" path exercised.
const failure = (message: string, code: string, status = 200): SandboxReply => ({
  status,
  body: { result: 'error', message, code },
});
const INVALID_KEY = failure('Invalid API key', 'invalid_api_key');

function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  const found = Object.entries(headers).find(([k]) => k.toLowerCase() === name);
  return found?.[1];
}

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Adds a query parameter before any fragment. */
function withParam(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}

/** Digistore24 puts the request token where the return URL says `__TOKEN__`. */
function returnUrlFor(template: string, token: string): string {
  return template.includes('__TOKEN__')
    ? template.replaceAll('__TOKEN__', encodeURIComponent(token))
    : withParam(template, 'token', token);
}

/**
 * A local stand-in for the Digistore24 calls AdReel makes, speaking the same envelope, so
 * Connect → approve → callback → connected works with no network and no developer key.
 * Framework-free: the API mounts handleCall, renderApprovalPage and decide on its own routes.
 */
export function createSandboxMarketplace(deps: SandboxDeps) {
  const { db } = deps;
  const ledger = createSandboxLedger(db);
  const base = deps.publicBaseUrl.replace(/\/+$/, '');
  const approveUrl = (token: string) => `${base}/approve/${encodeURIComponent(token)}`;
  const allowed = new Set(deps.allowedReturnOrigins.map((o) => new URL(o).origin));
  /** Never an open redirect: the approval page only ever returns the browser to the app itself. */
  const returnCheck = (name: string, url: string): SandboxReply | null => {
    const origin = originOf(url);
    if (origin === null) return failure(`${name} must be an absolute URL`, 'invalid_param');
    if (!allowed.has(origin)) return failure(`${name} must point to the app's own address`, 'invalid_param');
    return null;
  };

  async function approvedRequest(apiKey: string | undefined) {
    if (!apiKey) return null;
    return db.sandboxApiKeyRequest.findFirst({ where: { apiKey, status: 'approved' } });
  }

  /** A report call's affiliate (by its API key) and period, or the envelope refusing it. */
  async function reportRange(key: string | undefined, form: Record<string, string>) {
    const request = await approvedRequest(key);
    if (!request?.userName) return INVALID_KEY;
    const from = parseReportTime(form.from, false);
    const to = parseReportTime(form.to, true);
    if (!from || !to) return failure('from and to must be dates (YYYY-MM-DD)', 'invalid_param');
    return { affiliate: request.userName, from, to };
  }

  const calls: Record<
    string,
    (key: string | undefined, form: Record<string, string>) => Promise<SandboxReply>
  > = {
    async requestApiKey(key, form) {
      if (key !== SANDBOX_DEVELOPER_KEY) return INVALID_KEY;
      const returnUrl = form.return_url?.trim() ?? '';
      const badReturn = returnCheck('return_url', returnUrl);
      if (badReturn) return badReturn;
      const cancelUrl = form.cancel_url?.trim() || null;
      const badCancel = cancelUrl === null ? null : returnCheck('cancel_url', cancelUrl);
      if (badCancel) return badCancel;
      const token = randomBytes(24).toString('base64url');
      await db.sandboxApiKeyRequest.create({ data: { token, returnUrl, cancelUrl } });
      return success({ request_url: approveUrl(token), request_token: token });
    },

    // Digistore24 names the parameter `token` (requestApiKey's reply calls the same value request_token).
    async retrieveApiKey(key, form) {
      if (key !== SANDBOX_DEVELOPER_KEY) return INVALID_KEY;
      if (!form.token) return failure('Missing parameter: token', 'missing_parameter');
      const request = await db.sandboxApiKeyRequest.findUnique({ where: { token: form.token } });
      if (!request) return failure('Unknown request token', 'invalid_request_token');
      return success({
        status: request.status,
        api_key: request.status === 'approved' ? request.apiKey : null,
      });
    },

    async getUserInfo(key) {
      const request = await approvedRequest(key);
      if (!request?.userName) return INVALID_KEY;
      return success({ user_name: request.userName, user_id: request.id, is_sandbox: 'Y' });
    },

    async getMarketplaceEntry(key, form) {
      if (!(await approvedRequest(key))) return INVALID_KEY;
      const offer = form.entry_id
        ? await db.offer.findUnique({
            where: { marketplace_entryId: { marketplace: 'digistore24', entryId: form.entry_id } },
          })
        : null;
      if (!offer) return failure('Marketplace entry not found', 'not_found');
      return success(offerToEntryData(offer));
    },

    /** The affiliate's simulated transactions between `from` and `to` (dates), from the ledger. */
    async listTransactions(key, form) {
      const range = await reportRange(key, form);
      if ('status' in range) return range;
      const list = await ledger.transactions(range.affiliate, range.from, range.to);
      return success({ transaction_list: list, summary: { count: list.length } });
    },

    /** The same period's orders (payments), each saying whether it was refunded or charged back. */
    async listPurchases(key, form) {
      const range = await reportRange(key, form);
      if ('status' in range) return range;
      const list = await ledger.transactions(range.affiliate, range.from, range.to);
      const undone = new Set(list.filter((t) => t.transaction_type !== 'payment').map((t) => t.purchase_id));
      const purchases = list
        .filter((t) => t.transaction_type === 'payment')
        .map(({ id, transaction_type: _type, purchase_id, ...rest }) => ({
          ...rest,
          id: purchase_id,
          transaction_id: id,
          billing_status: undone.has(purchase_id) ? 'refunded' : 'paid',
        }));
      return success({ purchase_list: purchases, summary: { count: purchases.length } });
    },

    async unregister(key) {
      const request = await approvedRequest(key);
      if (!request) return INVALID_KEY;
      await db.sandboxApiKeyRequest.update({
        where: { id: request.id },
        data: { status: 'revoked', apiKey: null },
      });
      return success({});
    },
  };

  return {
    /** POST {mount}/api/call/:fn/format/json with the form body already parsed. */
    async handleCall(
      fn: string,
      headers: Record<string, string | undefined>,
      form: Record<string, string>,
    ): Promise<SandboxReply> {
      const handler = Object.hasOwn(calls, fn) ? calls[fn] : undefined;
      if (!handler) return failure(`Unknown function ${fn}`, 'unknown_function', 404);
      return handler(header(headers, 'x-ds-api-key'), form);
    },

    /** GET {mount}/approve/:token — always an HTML page, also for unknown or answered requests. */
    async renderApprovalPage(
      token: string,
      opts: { userName?: string; error?: string } = {},
    ): Promise<string> {
      const request = await db.sandboxApiKeyRequest.findUnique({ where: { token } });
      if (!request) return approvalPageHtml({ kind: 'missing' });
      if (request.status !== 'pending') return approvalPageHtml({ kind: 'decided', status: request.status });
      return approvalPageHtml({
        kind: 'pending',
        actionUrl: approveUrl(token),
        returnHost: originOf(request.returnUrl) === null ? null : new URL(request.returnUrl).host,
        ...opts,
      });
    },

    /**
     * POST {mount}/approve/:token. Throws SandboxError ('not_found' unknown token, 'conflict' already
     * answered, 'invalid' bad user name or return address); the route answers those with the approval page or a plain error.
     */
    async decide(
      token: string,
      decision: SandboxDecision,
      userName?: string,
    ): Promise<{ redirectTo: string }> {
      const request = await db.sandboxApiKeyRequest.findUnique({ where: { token } });
      if (!request) throw new SandboxError('not_found', 'Unknown connection request');
      // Rows stored before origins were checked must not redirect anywhere else either.
      for (const url of [request.returnUrl, request.cancelUrl]) {
        if (url !== null && returnCheck('return_url', url)) {
          throw new SandboxError('invalid', 'This connection request does not return to this app.');
        }
      }
      if (decision === 'cancel') {
        const { count } = await db.sandboxApiKeyRequest.updateMany({
          where: { token, status: 'pending' },
          data: { status: 'rejected' },
        });
        if (count === 0) throw new SandboxError('conflict', `Connection request already ${request.status}`);
        // The callback needs the token to close the loop; a plain cancel page gets it only if it asks.
        const target =
          request.cancelUrl === null
            ? returnUrlFor(request.returnUrl, token)
            : request.cancelUrl.replaceAll('__TOKEN__', encodeURIComponent(token));
        return { redirectTo: withParam(target, 'error', 'cancelled') };
      }
      const name = userName?.trim() || SANDBOX_DEFAULT_USER_NAME;
      if (!SANDBOX_USER_NAME_PATTERN.test(name)) {
        throw new SandboxError(
          'invalid',
          'The affiliate ID may use letters, digits, ".", "_" and "-" (up to 40 characters, starting with a letter or digit)',
        );
      }
      // The status condition makes a double submit or a race approve at most once.
      const { count } = await db.sandboxApiKeyRequest.updateMany({
        where: { token, status: 'pending' },
        data: { status: 'approved', apiKey: `sbx_${randomBytes(24).toString('base64url')}`, userName: name },
      });
      if (count === 0) throw new SandboxError('conflict', `Connection request already ${request.status}`);
      return { redirectTo: returnUrlFor(request.returnUrl, token) };
    },
  };
}

export type SandboxMarketplace = ReturnType<typeof createSandboxMarketplace>;

/** Reads the approval form (fields `decision` and `user_name`) into decide()'s arguments. */
export function parseDecisionForm(form: Record<string, unknown>): {
  decision: SandboxDecision;
  userName?: string;
} {
  const decision = form.decision === 'approve' ? 'approve' : 'cancel';
  const userName = typeof form.user_name === 'string' ? form.user_name : undefined;
  return { decision, userName };
}
