import { parseOrderList, parseTrackingIdAnalytics, type TrackingIdStats } from './report.ts';
import type { ClickBankSale } from './sale.ts';

/** ClickBank's REST host; demo mode points CLICKBANK_API_BASE at the stand-in instead. */
export const CLICKBANK_API_BASE = 'https://api.clickbank.com';

/** A ClickBank API key as its account settings show it: `API-` and letters and digits. */
export const CLICKBANK_API_KEY_PATTERN = /^API-[A-Z0-9]{16,64}$/i;

/**
 * A failed ClickBank call. `code`: 'unauthorized' (401/403: a wrong key or a missing role),
 * 'http', 'timeout', 'network' or 'invalid_response'.
 */
export class ClickBankError extends Error {
  readonly code: 'unauthorized' | 'http' | 'timeout' | 'network' | 'invalid_response';
  readonly httpStatus?: number;

  constructor(message: string, code: ClickBankError['code'], httpStatus?: number) {
    super(message);
    this.name = 'ClickBankError';
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

export interface ClickBankClientConfig {
  /** Default https://api.clickbank.com; calls go to `${baseUrl}/rest/1.3/…`. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  /** Per request. Default 15 s. */
  timeoutMs?: number;
  /** orders2/list pages (100 rows each) read at most. Default 50. */
  maxPages?: number;
}

/** Two UTC days `yyyy-mm-dd`, both included (ClickBank's startDate/endDate). */
export interface DayRange {
  from: string;
  to: string;
}

export interface ClickBankClient {
  /** The affiliate's orders in the range: sales, rebills, refunds, chargebacks. */
  listOrders(apiKey: string, range: DayRange): Promise<ClickBankSale[]>;
  /** Hops and sales per tid for the affiliate account (`account` is its nickname). */
  trackingIdStats(apiKey: string, account: string, range: DayRange): Promise<TrackingIdStats[]>;
}

export function createClickBankClient(cfg: ClickBankClientConfig = {}): ClickBankClient {
  const base = (cfg.baseUrl ?? CLICKBANK_API_BASE).replace(/\/+$/, '');
  const fetchImpl = cfg.fetchImpl ?? fetch;
  const timeoutMs = cfg.timeoutMs ?? 15_000;
  const maxPages = cfg.maxPages ?? 50;

  async function get(path: string, apiKey: string, query: URLSearchParams, page?: number) {
    let res: Response;
    try {
      res = await fetchImpl(`${base}/rest/1.3/${path}?${query.toString()}`, {
        headers: {
          Accept: 'application/json',
          Authorization: apiKey,
          ...(page === undefined ? {} : { Page: String(page) }),
        },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const timedOut =
        cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      throw timedOut
        ? new ClickBankError(`ClickBank ${path} timed out after ${timeoutMs} ms`, 'timeout')
        : new ClickBankError(`ClickBank ${path} could not be reached`, 'network');
    }
    if (res.status === 401 || res.status === 403) {
      throw new ClickBankError(
        'ClickBank refused the API key (check the key and its API Order Read role).',
        'unauthorized',
        res.status,
      );
    }
    if (!res.ok)
      throw new ClickBankError(`ClickBank ${path} failed with HTTP ${res.status}`, 'http', res.status);
    try {
      return { status: res.status, body: (await res.json()) as unknown };
    } catch {
      throw new ClickBankError(
        `ClickBank ${path} sent a reply that is not JSON`,
        'invalid_response',
        res.status,
      );
    }
  }

  return {
    async listOrders(apiKey, range) {
      const query = new URLSearchParams({ startDate: range.from, endDate: range.to, role: 'AFFILIATE' });
      const out: ClickBankSale[] = [];
      // 200: that was the last page; 206 Partial Content: ask for the next with the Page header.
      for (let page = 1; page <= maxPages; page++) {
        const { status, body } = await get('orders2/list', apiKey, query, page);
        out.push(...parseOrderList(body));
        if (status !== 206) break;
      }
      return out;
    },

    async trackingIdStats(apiKey, account, range) {
      const query = new URLSearchParams({ account, startDate: range.from, endDate: range.to });
      query.append('select', 'HOP_COUNT');
      query.append('select', 'SALE_COUNT');
      const { body } = await get('analytics/affiliate/tracking_id', apiKey, query);
      return parseTrackingIdAnalytics(body);
    },
  };
}
