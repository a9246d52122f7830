import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INS_SECRET_PATTERN } from '../ins/key.ts';
import { isKeptTid } from '../tid.ts';
import { commissionOf, type StandInProduct, standInProduct } from './catalog.ts';
import { notificationOf, sendIns, testNotification } from './ins-sender.ts';
import { accountPage, homePage, messagePage, productPage, receiptPage } from './pages.ts';
import { createStandInState, type StandInOrder } from './state.ts';

export interface ClickBankStandInOptions {
  /** The JSON file that keeps accounts, INS settings and orders across restarts; none: memory only. */
  stateFile?: string;
  /** Derives each nickname's API key; default random (keys then change with the process). */
  keySecret?: Buffer;
  /** Header x-control-secret for POST /_control/sale; unset: the control endpoint is closed. */
  controlSecret?: string;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

const NICK = /^[a-z0-9]{1,32}$/i;
const FORM_LIMIT = 16 * 1024;
const PAGE_SIZE = 100;

async function readText(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const parts: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > FORM_LIMIT) return null;
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts).toString('utf8');
}

function send(
  res: ServerResponse,
  status: number,
  type: 'html' | 'json',
  body: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': type === 'html' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *",
    ...headers,
  });
  res.end(body);
}

const json = (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>) =>
  send(res, status, 'json', JSON.stringify(body), headers);
const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
};

/** yyyy-mm-dd of a time, in UTC. */
const dayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/**
 * ClickBank's wire formats for demo mode and tests, in a process of its own (never inside the API):
 * HopLinks (`/hop/?affiliate&vendor&tid` → the vendor's page, counting the hop, dropping a tid
 * ClickBank would drop and upper-casing it as the legacy rule does), vendor pages whose "Buy" makes an
 * order and sends the affiliate an encrypted INS (version 8.0) to the URL set on the account page, and
 * the REST 1.3 calls AdReel reads (`orders2/list`, `analytics/affiliate/tracking_id`, key in
 * `Authorization`). Every page says it is a stand-in.
 */
export function createClickBankStandIn(opts: ClickBankStandInOptions = {}) {
  const state = createStandInState({ file: opts.stateFile, keySecret: opts.keySecret ?? randomBytes(32) });
  const now = opts.now ?? (() => new Date());
  const fetchImpl = opts.fetchImpl ?? fetch;

  async function order(
    product: StandInProduct,
    affiliate: string,
    tid: string | null,
    type: StandInOrder['transactionType'] = 'SALE',
    receipt: string = state.newReceipt(),
  ) {
    const made = state.addOrder({
      receipt,
      transactionType: type,
      transactionTime: now().toISOString(),
      vendor: product.vendor,
      affiliate,
      tid,
      productTitle: product.title,
      accountAmount: commissionOf(product),
      orderAmount: product.price,
      currency: product.currency,
      insResult: null,
    });
    const result = await sendIns(state.account(affiliate), notificationOf(made), fetchImpl);
    state.setInsResult(made, result.summary);
    return { order: made, ...result };
  }

  function controlAllowed(req: IncomingMessage): boolean {
    const expected = Buffer.from(opts.controlSecret ?? '');
    const given = Buffer.from(String(req.headers['x-control-secret'] ?? ''));
    return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
  }

  async function rest(req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
    const key = String(req.headers.authorization ?? '');
    const nickname = url.searchParams.get('account') ?? undefined;
    const account = key.startsWith('API-') ? state.accountByKey(key, nickname) : null;
    if (!account) return json(res, 401, { error: 'The API key is not valid.' });
    const from = url.searchParams.get('startDate') ?? dayOf(now().toISOString());
    const to = url.searchParams.get('endDate') ?? from;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) {
      return json(res, 400, { error: 'startDate and endDate are yyyy-mm-dd.' });
    }
    const inRange = (o: StandInOrder) => dayOf(o.transactionTime) >= from && dayOf(o.transactionTime) <= to;
    const orders = state.ordersOf(account.nickname).filter(inRange);
    if (path === '/rest/1.3/orders2/list') {
      const page = Math.max(1, Number.parseInt(String(req.headers.page ?? '1'), 10) || 1);
      const slice = orders.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      const more = orders.length > page * PAGE_SIZE;
      return json(res, more ? 206 : 200, {
        orderData: slice.map((o) => {
          const n = notificationOf(o);
          return {
            transactionTime: o.transactionTime,
            receipt: o.receipt,
            trackingId: o.tid,
            transactionType: o.transactionType,
            totalOrderAmount: String(n.totalOrderAmount),
            vendor: o.vendor,
            affiliate: o.affiliate,
            currency: o.currency,
            role: 'AFFILIATE',
            lineItemData: {
              itemNo: '1',
              productTitle: o.productTitle,
              accountAmount: String(n.totalAccountAmount),
            },
          };
        }),
      });
    }
    if (path === '/rest/1.3/analytics/affiliate/tracking_id') {
      const sales = new Map<string, number>();
      for (const o of orders)
        if (o.transactionType === 'SALE') sales.set(o.tid ?? 'NONE', (sales.get(o.tid ?? 'NONE') ?? 0) + 1);
      const tids = new Set([...state.hopsOf(account.nickname).map((h) => h.tid), ...sales.keys()]);
      const hops = new Map(state.hopsOf(account.nickname).map((h) => [h.tid, h.hops]));
      const row = [...tids].map((tid) => ({
        dimensionValue: tid,
        data: [
          { attribute: 'HOP_COUNT', value: { '@type': 'xs:int', $: String(hops.get(tid) ?? 0) } },
          { attribute: 'SALE_COUNT', value: { '@type': 'xs:int', $: String(sales.get(tid) ?? 0) } },
        ],
      }));
      return json(res, 200, { totalCount: row.length, rows: { row } });
    }
    return json(res, 404, { error: 'not found' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path.startsWith('/rest/1.3/') && method === 'GET') return rest(req, res, url, path);

    if (method === 'GET' && path === '/') return send(res, 200, 'html', homePage());
    if (method === 'GET' && path === '/account') {
      const nickname = url.searchParams.get('nickname') ?? '';
      if (!NICK.test(nickname))
        return send(res, 400, 'html', messagePage('Not a nickname', 'A nickname is letters and digits.'));
      return redirect(res, `/account/${nickname.toLowerCase()}`);
    }
    if (method === 'GET' && (path === '/hop' || path === '/hop/')) {
      const affiliate = url.searchParams.get('affiliate') ?? '';
      const product = standInProduct(url.searchParams.get('vendor') ?? '');
      if (!product)
        return send(res, 404, 'html', messagePage('Unknown vendor', 'No product has this vendor id.'));
      const rawTid = url.searchParams.get('tid');
      // The legacy rule: a tid that is too long or holds other characters is dropped; letters are upper-cased.
      const tid = rawTid && isKeptTid(rawTid) ? rawTid.toUpperCase() : null;
      const hop = NICK.test(affiliate) ? affiliate.toLowerCase() : null;
      if (hop) state.hop(hop, tid);
      const next = new URLSearchParams();
      if (hop) next.set('hop', hop);
      if (tid) next.set('tid', tid);
      return redirect(res, `/vendor/${product.vendor}/${next.size ? `?${next}` : ''}`);
    }

    const vendorPage = /^\/vendor\/([a-z0-9]{1,32})\/(buy)?$/i.exec(path);
    if (vendorPage) {
      const product = standInProduct(vendorPage[1] as string);
      if (!product)
        return send(res, 404, 'html', messagePage('Unknown vendor', 'No product has this vendor id.'));
      if (method === 'GET' && !vendorPage[2]) {
        return send(
          res,
          200,
          'html',
          productPage(product, url.searchParams.get('hop'), url.searchParams.get('tid')),
        );
      }
      if (method === 'POST' && vendorPage[2]) {
        const form = new URLSearchParams((await readText(req)) ?? '');
        const hop = form.get('hop') ?? '';
        const tid = form.get('tid') ?? '';
        if (!NICK.test(hop))
          return send(
            res,
            400,
            'html',
            messagePage('No affiliate', 'This purchase came through no HopLink.'),
          );
        const made = await order(product, hop.toLowerCase(), isKeptTid(tid) ? tid : null);
        return send(res, 200, 'html', receiptPage(made.order, made.summary));
      }
    }

    const accountPath =
      /^\/account\/([a-z0-9]{1,32})(\/ins|\/ins\/test|\/orders\/([A-Z0-9-]{1,40})\/refund)?$/i.exec(path);
    if (accountPath) {
      const nickname = (accountPath[1] as string).toLowerCase();
      const account = state.account(nickname);
      const back = `/account/${nickname}`;
      if (method === 'GET' && !accountPath[2]) {
        const body = accountPage(
          account,
          state.apiKeyOf(nickname),
          state.ordersOf(nickname),
          state.hopsOf(nickname),
        );
        return send(res, 200, 'html', body);
      }
      if (method === 'POST' && accountPath[2] === '/ins') {
        const form = new URLSearchParams((await readText(req)) ?? '');
        const insUrl = (form.get('insUrl') ?? '').trim();
        const insSecret = (form.get('insSecret') ?? '').trim();
        if (
          (insUrl && !/^https?:\/\/\S+$/.test(insUrl)) ||
          (insSecret && !INS_SECRET_PATTERN.test(insSecret))
        ) {
          return send(
            res,
            400,
            'html',
            messagePage(
              'Not saved',
              'The URL must be http(s); the secret key up to 16 capital letters and digits.',
            ),
          );
        }
        state.setIns(nickname, insUrl || null, insSecret || null);
        return redirect(res, back);
      }
      if (method === 'POST' && accountPath[2] === '/ins/test') {
        const result = await sendIns(account, testNotification(nickname), fetchImpl);
        return send(res, 200, 'html', messagePage('Test notification', result.summary));
      }
      if (method === 'POST' && accountPath[3]) {
        const sale = state.order(accountPath[3].toUpperCase(), 'SALE');
        const product = sale ? standInProduct(sale.vendor) : undefined;
        if (!sale || !product || sale.affiliate !== nickname)
          return send(res, 404, 'html', messagePage('No such order', 'No sale has this receipt.'));
        if (!state.order(sale.receipt, 'RFND'))
          await order(product, nickname, sale.tid, 'RFND', sale.receipt);
        return redirect(res, back);
      }
    }

    if (method === 'POST' && path === '/_control/sale') {
      if (!controlAllowed(req)) return json(res, 401, { error: 'The control secret is missing or wrong.' });
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse((await readText(req)) ?? '{}') as Record<string, unknown>;
      } catch {
        return json(res, 400, { error: 'The body is not JSON.' });
      }
      const product = standInProduct(String(body.vendor ?? ''));
      const affiliate = String(body.affiliate ?? '');
      const type = (['SALE', 'RFND', 'CGBK', 'BILL'] as const).find((t) => t === body.type) ?? 'SALE';
      const tid = typeof body.tid === 'string' && isKeptTid(body.tid) ? body.tid : null;
      if (!product || !NICK.test(affiliate))
        return json(res, 400, { error: 'vendor and affiliate are required.' });
      const receipt =
        typeof body.receipt === 'string' && /^[A-Z0-9-]{1,40}$/.test(body.receipt) ? body.receipt : undefined;
      const made = await order(product, affiliate.toLowerCase(), tid, type, receipt);
      return json(res, 200, {
        receipt: made.order.receipt,
        delivered: made.delivered,
        summary: made.summary,
      });
    }
    return send(res, 404, 'html', messagePage('Not found', 'The ClickBank stand-in has no page here.'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent)
        json(res, 500, { error: err instanceof Error ? err.message : 'stand-in failure' });
      else res.end();
    });
  });

  return {
    server,
    state,
    async listen(port: number, host = '127.0.0.1'): Promise<string> {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      return `http://${host}:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type ClickBankStandIn = ReturnType<typeof createClickBankStandIn>;
