import { DigistoreError } from './errors.ts';
import { type MarketplaceEntry, mapMarketplaceEntry } from './marketplace-entry.ts';
import { parseTransactionList, type ReportTransaction } from './report.ts';

export interface DigistoreClientConfig {
  /** e.g. https://www.digistore24.com; calls go to `${baseUrl}/api/call/<function>/format/json`. */
  baseUrl: string;
  /** Per attempt. Default 15 s. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Extra attempts for idempotent reads after a network error, time-out or 5xx. Default 2. */
  retries?: number;
  /** First back-off; doubles per retry. Default 250 ms. */
  retryDelayMs?: number;
}

export interface RequestApiKeyParams {
  permissions: string;
  /** May hold `__TOKEN__`, which Digistore24 replaces with the request token. */
  returnUrl: string;
  cancelUrl?: string;
  siteUrl?: string;
  comment?: string;
}

export interface DigistoreClient {
  requestApiKey(
    developerKey: string,
    p: RequestApiKeyParams,
  ): Promise<{ requestUrl: string; requestToken: string }>;
  retrieveApiKey(
    developerKey: string,
    token: string,
  ): Promise<{ status: 'pending' | 'approved' | 'rejected' | (string & {}); apiKey: string | null }>;
  getUserInfo(apiKey: string): Promise<{ userName: string; raw: Record<string, unknown> }>;
  getMarketplaceEntry(apiKey: string, entryId: string): Promise<MarketplaceEntry>;
  unregister(apiKey: string): Promise<void>;
  /** The affiliate's transactions (payments, refunds, chargebacks) between two UTC days, both included. */
  listTransactions(apiKey: string, range: { from: string; to: string }): Promise<ReportTransaction[]>;
}

interface Envelope {
  result?: unknown;
  data?: unknown;
  message?: unknown;
  code?: unknown;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function stringField(data: Record<string, unknown>, name: string): string | null {
  const v = data[name];
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v !== '' ? v : null;
}

/** Whether another attempt could succeed: the request may never have reached Digistore24. */
function isTransient(err: DigistoreError): boolean {
  return (
    err.code === 'network' ||
    err.code === 'timeout' ||
    (err.httpStatus !== undefined && err.httpStatus >= 500)
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDigistoreClient(cfg: DigistoreClientConfig): DigistoreClient {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  const timeoutMs = cfg.timeoutMs ?? 15_000;
  const fetchImpl = cfg.fetchImpl ?? fetch;
  const retries = cfg.retries ?? 2;
  const retryDelayMs = cfg.retryDelayMs ?? 250;

  async function attempt(fn: string, key: string, form: Record<string, string>): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchImpl(`${base}/api/call/${encodeURIComponent(fn)}/format/json`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
          'X-DS-API-KEY': key,
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (cause) {
      const timedOut =
        cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      throw timedOut
        ? new DigistoreError(`Digistore24 ${fn} timed out after ${timeoutMs} ms`, { code: 'timeout', cause })
        : new DigistoreError(`Digistore24 ${fn} could not be reached`, { code: 'network', cause });
    }
    let envelope: Envelope | undefined;
    try {
      const body: unknown = await res.json();
      if (isRecord(body)) envelope = body;
    } catch (cause) {
      // A body that is not JSON: reported below with the HTTP status.
      if (cause instanceof Error && cause.name === 'TimeoutError') {
        throw new DigistoreError(`Digistore24 ${fn} timed out after ${timeoutMs} ms`, {
          code: 'timeout',
          cause,
        });
      }
    }
    const message =
      typeof envelope?.message === 'string' && envelope.message !== '' ? envelope.message : null;
    const code =
      typeof envelope?.code === 'string' || typeof envelope?.code === 'number' ? envelope.code : undefined;
    if (!res.ok) {
      throw new DigistoreError(message ?? `Digistore24 ${fn} failed with HTTP ${res.status}`, {
        code: code ?? 'http',
        httpStatus: res.status,
      });
    }
    if (envelope === undefined) {
      throw new DigistoreError(`Digistore24 ${fn} sent a reply that is not its JSON envelope`, {
        code: 'invalid_response',
        httpStatus: res.status,
      });
    }
    if (envelope.result !== 'success') {
      throw new DigistoreError(message ?? `Digistore24 ${fn} failed`, { code, httpStatus: res.status });
    }
    return envelope.data;
  }

  /** Idempotent reads retry transient failures; calls with side effects get exactly one attempt. */
  async function call(
    fn: string,
    key: string,
    form: Record<string, string>,
    idempotent: boolean,
  ): Promise<unknown> {
    for (let n = 0; ; n++) {
      try {
        return await attempt(fn, key, form);
      } catch (err) {
        if (!(err instanceof DigistoreError) || !idempotent || n >= retries || !isTransient(err)) throw err;
        await sleep(retryDelayMs * 2 ** n);
      }
    }
  }

  function record(fn: string, data: unknown): Record<string, unknown> {
    if (isRecord(data)) return data;
    throw new DigistoreError(`Digistore24 ${fn} returned no data`, { code: 'invalid_response' });
  }

  return {
    async requestApiKey(developerKey, p) {
      const form: Record<string, string> = { permissions: p.permissions, return_url: p.returnUrl };
      if (p.cancelUrl !== undefined) form.cancel_url = p.cancelUrl;
      if (p.siteUrl !== undefined) form.site_url = p.siteUrl;
      if (p.comment !== undefined) form.comment = p.comment;
      const data = record('requestApiKey', await call('requestApiKey', developerKey, form, false));
      const requestUrl = stringField(data, 'request_url');
      const requestToken = stringField(data, 'request_token');
      if (!requestUrl || !requestToken) {
        throw new DigistoreError('Digistore24 requestApiKey returned no request_url/request_token', {
          code: 'invalid_response',
        });
      }
      return { requestUrl, requestToken };
    },

    async retrieveApiKey(developerKey, token) {
      const data = record('retrieveApiKey', await call('retrieveApiKey', developerKey, { token }, true));
      const apiKey = stringField(data, 'api_key');
      const status =
        stringField(data, 'status') ?? stringField(data, 'state') ?? (apiKey ? 'approved' : 'pending');
      return { status, apiKey };
    },

    async getUserInfo(apiKey) {
      const data = record('getUserInfo', await call('getUserInfo', apiKey, {}, true));
      const userName = stringField(data, 'user_name') ?? stringField(data, 'username');
      if (!userName) {
        throw new DigistoreError('Digistore24 getUserInfo returned no user_name', {
          code: 'invalid_response',
        });
      }
      return { userName, raw: data };
    },

    async getMarketplaceEntry(apiKey, entryId) {
      const data = await call('getMarketplaceEntry', apiKey, { entry_id: entryId }, true);
      return mapMarketplaceEntry(record('getMarketplaceEntry', data), entryId);
    },

    async unregister(apiKey) {
      await call('unregister', apiKey, {}, false);
    },

    async listTransactions(apiKey, range) {
      const form = { from: range.from, to: range.to, 'search[role]': 'affiliate' };
      return parseTransactionList(await call('listTransactions', apiKey, form, true));
    },
  };
}
