import { randomBytes } from 'node:crypto';
import type { SimulateSaleBody, SimulateSaleResponse } from '@adreel/contracts';
import { simulateSaleBodySchema, trackedLinkCode } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { Conflict, Invalid, NotFound, UpstreamFailed } from '../../domain-errors.ts';
import type { TrackedLinks } from '../../kernel/ports.ts';
import type { IpnService } from './ipn-service.ts';
import { ipnSignature } from './ipn-signature.ts';

export interface IpnSandboxDeps {
  db: Db;
  ipn: IpnService;
  links: TrackedLinks;
  fetchImpl?: typeof fetch;
}

/**
 * The sandbox marketplace's side of a sale: it posts a correctly signed IPN, as Digistore24 would,
 * to the user's own IPN address over HTTP, so the whole loop (click → sale → Performance) runs offline.
 */
export function createIpnSandbox(deps: IpnSandboxDeps) {
  const { db, ipn, links } = deps;
  const fetchImpl = deps.fetchImpl ?? fetch;

  async function orderToUndo(
    userId: string,
    campaignKey: string,
    orderId: string | undefined,
  ): Promise<string> {
    if (orderId) return orderId;
    const sale = await db.sale.findFirst({
      where: { userId, campaignKey, event: 'sale' },
      orderBy: { at: 'desc' },
      select: { orderId: true },
    });
    if (!sale) throw new Invalid('There is no sale on this link to refund yet.');
    return sale.orderId;
  }

  return {
    async simulate(userId: string, input: SimulateSaleBody): Promise<SimulateSaleResponse> {
      const body = simulateSaleBodySchema.parse(input);
      const code = trackedLinkCode(body.link);
      const campaignKey = code ? (await links.owned(userId, code)).campaignKey : body.link;
      if (!(await links.byCampaignKey(userId, campaignKey))) throw new NotFound('Link not found.');
      const { key, passphrase } = await ipn.signingSecret(userId);
      if (!passphrase) throw new Conflict('Save an IPN passphrase in Settings → Integrations first.');
      const orderId =
        body.event === 'on_payment'
          ? (body.orderId ?? `SBX${randomBytes(5).toString('hex').toUpperCase()}`)
          : await orderToUndo(userId, campaignKey, body.orderId);
      const earnings = body.earnings.toFixed(2);
      const form: Record<string, string> = {
        event: body.event,
        order_id: orderId,
        transaction_id: randomBytes(6).toString('hex'),
        campaignkey: campaignKey,
        amount_affiliate: earnings,
        amount_brutto: (body.earnings * 2).toFixed(2),
        currency: 'EUR',
        product_id: '100001',
        product_name: 'Sandbox product',
        order_date_time: new Date().toISOString().replace('T', ' ').slice(0, 19),
        ipn_version: '1.2',
      };
      form.sha_sign = ipnSignature(passphrase, form);
      let res: Response;
      try {
        res = await fetchImpl(ipn.ipnUrl(key), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new UpstreamFailed('The sandbox could not reach your IPN address.');
      }
      return { orderId, answer: (await res.text()).slice(0, 200), status: res.status };
    },
  };
}
export type IpnSandbox = ReturnType<typeof createIpnSandbox>;
