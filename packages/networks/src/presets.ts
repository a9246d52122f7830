import {
  NETWORK_PRESET_IDS,
  type NetworkMacroMap,
  type NetworkPresetDto,
  type NetworkPresetId,
  type NetworkSettings,
} from '@adreel/contracts';

/**
 * Networks that report an affiliate's sales by S2S postback (issue 34 item 4). The shared pattern: our
 * click id goes out in the network's sub-id parameter on the affiliate link, and comes back in the
 * postback as one of the network's macros. Each preset says which parameter and which macros.
 *
 * A macro is written exactly as the network expects it in the URL the affiliate pastes (`{tid}`);
 * a bare name (`WP_SID`) is a field the network itself sends in its request, read by that name.
 * Names are compared case-sensitively: Impact's `{SubId1}` is not `{subid1}`.
 */
export interface NetworkPreset {
  label: string;
  /** The query parameter of the network's affiliate links that carries our click id back. */
  subIdParam: string;
  macros: NetworkMacroMap;
  /** Hosts of the network's affiliate links (subdomains included) that get our click id. */
  linkHosts: readonly string[];
  /** The currency of its amounts when no currency macro is mapped. */
  currency: string;
  /** Where the names come from; ENGINEERING.md §5 asks to check each network's page before relying on them. */
  source: string;
}

export const NETWORK_PRESETS: Record<NetworkPresetId, NetworkPreset> = {
  jvzoo: {
    label: 'JVZoo',
    subIdParam: 'tid',
    macros: {
      clickId: '{tid}',
      transactionId: '{transaction_id}',
      amount: '{affiliate_amount}',
      type: '{transaction_type}',
      currency: null,
    },
    linkHosts: ['jvzoo.com'],
    currency: 'USD',
    source:
      'ENGINEERING.md §5 "Other networks by S2S postback"; JVZoo affiliate S2S macros as listed by docs.elasticfunnels.io/integrations/jvzoo',
  },
  warriorplus: {
    label: 'WarriorPlus',
    subIdParam: 'sid',
    // WarriorPlus posts these as fields of its affiliate webhook (no URL macros to fill).
    macros: {
      clickId: 'WP_SID',
      transactionId: 'WP_SALEID',
      amount: 'WP_SALE_EARNINGS_AFF',
      type: 'WP_ACTION',
      currency: 'WP_SALE_CURRENCY',
    },
    linkHosts: ['warriorplus.com'],
    currency: 'USD',
    source:
      'ENGINEERING.md §5; help.warriorplus.com "Variables sent to your IPN and/or Keygen script" (WP_SALEID, WP_SALE_CURRENCY, WP_ACTION sale/refund/dispute)',
  },
  buygoods: {
    label: 'BuyGoods',
    subIdParam: 'subid',
    macros: {
      clickId: '{SUBID}',
      transactionId: '{ORDERID}',
      amount: '{COMMISSION_AMOUNT}',
      type: null,
      currency: null,
    },
    linkHosts: ['buygoods.com'],
    currency: 'USD',
    source:
      'ENGINEERING.md §5 "Other networks by S2S postback" (no type macro: one URL per event, see typeParam)',
  },
  impact: {
    label: 'Impact',
    subIdParam: 'subId1',
    macros: {
      clickId: '{SubId1}',
      transactionId: '{ActionId}',
      amount: '{Payout}',
      type: '{Status}',
      currency: null,
    },
    // Impact's shared tracking domains; a brand's own vanity domain is added by the user.
    linkHosts: ['sjv.io', 'pxf.io', '7eer.net', 'evyy.net'],
    currency: 'USD',
    source: 'ENGINEERING.md §5 "Other networks by S2S postback" (macros case-sensitive)',
  },
  custom: {
    label: 'Other network',
    subIdParam: 'subid',
    macros: {
      clickId: '{subid}',
      transactionId: '{transaction_id}',
      amount: '{payout}',
      type: '{status}',
      currency: null,
    },
    linkHosts: [],
    currency: 'USD',
    source: 'A starting point only: use the macro names your network documents',
  },
};

/** A new connection's settings, taken from its preset. */
export function presetSettings(id: NetworkPresetId): NetworkSettings {
  const p = NETWORK_PRESETS[id];
  return {
    preset: id,
    subIdParam: p.subIdParam,
    macros: { ...p.macros },
    linkHosts: [...p.linkHosts],
    currency: p.currency,
  };
}

/** The presets as the Settings form offers them. */
export function presetList(): NetworkPresetDto[] {
  return NETWORK_PRESET_IDS.map((id) => {
    const { label, source } = NETWORK_PRESETS[id];
    const { preset: _, ...settings } = presetSettings(id);
    return { id, label, source, ...settings };
  });
}
