import { STAND_IN_PRODUCTS, type StandInProduct } from './catalog.ts';
import type { StandInAccount, StandInOrder } from './state.ts';

export const STAND_IN_LABEL = 'ClickBank stand-in — nothing here is real money';

export const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · ClickBank stand-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1rem;color:#1f2937}
.label{background:#fef3c7;border:1px solid #f59e0b;padding:.5rem .75rem;border-radius:.5rem;font-weight:600}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.35rem;text-align:left;font-size:.9rem}
input{width:100%;padding:.4rem;margin:.2rem 0 .6rem;box-sizing:border-box}button{padding:.45rem .9rem;border-radius:.4rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}
code{background:#f3f4f6;padding:0 .25rem;word-break:break-all}</style></head>
<body><p class="label" role="note">${STAND_IN_LABEL}</p><h1>${esc(title)}</h1>${body}</body></html>`;
}

export function homePage(): string {
  const rows = STAND_IN_PRODUCTS.map(
    (p) =>
      `<tr><td><code>${esc(p.vendor)}</code></td><td>${esc(p.title)}</td><td>${p.price.toFixed(2)} ${p.currency}</td><td>${p.commissionPercent}%</td></tr>`,
  ).join('');
  return page(
    'Marketplace',
    `<table><thead><tr><th>Vendor id</th><th>Product</th><th>Price</th><th>Commission</th></tr></thead><tbody>${rows}</tbody></table>
<h2>Your account</h2><form method="get" action="/account"><label>Affiliate nickname<input name="nickname" required pattern="[A-Za-z0-9]{1,32}"></label><button>Open account settings</button></form>`,
  );
}

export function productPage(p: StandInProduct, hop: string | null, tid: string | null): string {
  return page(
    p.title,
    `<p>${esc(p.description)}</p><p><strong>${p.price.toFixed(2)} ${p.currency}</strong></p>
<p>Referred by: <span data-testid="hop">${esc(hop ?? 'nobody')}</span> · tid: <span data-testid="tid">${esc(tid ?? 'none')}</span></p>
<form method="post" action="/vendor/${esc(p.vendor)}/buy"><input type="hidden" name="hop" value="${esc(hop ?? '')}"><input type="hidden" name="tid" value="${esc(tid ?? '')}">
<button type="submit">Buy now (stand-in test purchase)</button></form>`,
  );
}

export function receiptPage(order: StandInOrder, insSummary: string): string {
  return page(
    'Thank you for your order',
    `<p>Receipt <strong data-testid="receipt">${esc(order.receipt)}</strong>: ${esc(order.productTitle)}, ${order.orderAmount.toFixed(2)} ${order.currency}.</p>
<p>Instant Notification to the affiliate: <span data-testid="ins-result">${esc(insSummary)}</span></p>`,
  );
}

export function accountPage(
  account: StandInAccount,
  apiKey: string,
  orders: StandInOrder[],
  hops: { tid: string; hops: number }[],
): string {
  const orderRows = orders
    .map(
      (o) =>
        `<tr><td>${esc(o.receipt)}</td><td>${esc(o.transactionType)}</td><td>${esc(o.vendor)}</td><td>${esc(o.tid ?? '')}</td><td>${o.accountAmount.toFixed(2)} ${esc(o.currency)}</td><td>${esc(o.insResult ?? '')}</td>
<td>${o.transactionType === 'SALE' ? `<form method="post" action="/account/${esc(account.nickname)}/orders/${esc(o.receipt)}/refund"><button>Refund</button></form>` : ''}</td></tr>`,
    )
    .join('');
  const hopRows = hops.map((h) => `<tr><td>${esc(h.tid)}</td><td>${h.hops}</td></tr>`).join('');
  return page(
    `Account ${account.nickname}`,
    `<h2>API key</h2><p>Clerk API key (Settings → API Management): <code data-testid="api-key">${esc(apiKey)}</code></p>
<h2>Instant Notification Service</h2>
<form method="post" action="/account/${esc(account.nickname)}/ins">
<label>Instant Notification URL<input name="insUrl" type="url" value="${esc(account.insUrl ?? '')}"></label>
<label>Secret key<input name="insSecret" value="${esc(account.insSecret ?? '')}" pattern="[A-Z0-9]{1,16}"></label>
<p>Version: 8.0</p><button type="submit">Save INS settings</button></form>
<form method="post" action="/account/${esc(account.nickname)}/ins/test"><button type="submit">Send a test notification</button></form>
<h2>Orders</h2><table><thead><tr><th>Receipt</th><th>Type</th><th>Vendor</th><th>tid</th><th>Commission</th><th>INS</th><th></th></tr></thead><tbody>${orderRows}</tbody></table>
<h2>Hops by tid</h2><table><tbody>${hopRows}</tbody></table>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<p data-testid="message">${esc(message)}</p>`);
}
