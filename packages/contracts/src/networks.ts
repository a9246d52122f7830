import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * Custom network connections (issue 34 item 4): any network that reports an affiliate's sales by S2S
 * postback — JVZoo, WarriorPlus, BuyGoods, Impact or one the user describes. Stored as a
 * MarketplaceAccount with marketplace 'custom'; its label is the connection's name. Presets and the
 * postback reader live in packages/networks.
 */
export const NETWORK_PRESET_IDS = ['jvzoo', 'warriorplus', 'buygoods', 'impact', 'custom'] as const;
export type NetworkPresetId = (typeof NETWORK_PRESET_IDS)[number];

/** What a postback tells us, each read from the network macro (or field) the connection maps to it. */
export const NETWORK_MACRO_FIELDS = ['clickId', 'transactionId', 'amount', 'type', 'currency'] as const;
export type NetworkMacroField = (typeof NETWORK_MACRO_FIELDS)[number];

/** Our query names in the postback URL: `cid={tid}` puts JVZoo's `{tid}` where we read `cid`. */
export const NETWORK_QUERY_NAMES: Record<NetworkMacroField, string> = {
  clickId: 'cid',
  transactionId: 'transaction_id',
  amount: 'amount',
  type: 'type',
  currency: 'currency',
};

/**
 * A macro as the network writes it in a postback URL (`{tid}`, `{SubId1}`), or the name of a field the
 * network sends itself (`WP_SID`). Case is kept: some networks' macros are case-sensitive.
 */
export const networkMacroSchema = safeText()
  .trim()
  .regex(/^(\{[A-Za-z0-9_.]{1,40}\}|[A-Za-z][A-Za-z0-9_]{0,63})$/, {
    message: 'A macro is a name in braces like {tid}, or the name of a field the network sends like WP_SID',
  });

/** A host of the network's affiliate links (`jvzoo.com`, subdomains included), optionally with a path. */
export const linkHostSchema = safeText()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/^https?:\/\//, '').replace(/\/+$/, ''))
  .pipe(
    z
      .string()
      .regex(
        /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?(\/[A-Za-z0-9._~/-]*)?$/,
        {
          message: 'A link host is a domain like jvzoo.com (optionally with a path)',
        },
      )
      .max(200),
  );

export const networkMacroMapSchema = z
  .object({
    clickId: networkMacroSchema,
    transactionId: networkMacroSchema,
    amount: networkMacroSchema,
    type: networkMacroSchema.nullable(),
    currency: networkMacroSchema.nullable(),
  })
  .refine(
    (m) => {
      const used = Object.values(m).filter((v) => v !== null);
      return new Set(used).size === used.length;
    },
    { message: 'Each macro can stand for one thing only' },
  );
export type NetworkMacroMap = z.infer<typeof networkMacroMapSchema>;

/** MarketplaceAccount.settings of a custom network connection. */
export const networkSettingsSchema = z.object({
  preset: z.enum(NETWORK_PRESET_IDS),
  /** The query parameter of the network's affiliate links that carries our click id (JVZoo `tid`). */
  subIdParam: safeText()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, {
      message: 'The sub-id parameter is a name like tid or subId1',
    }),
  macros: networkMacroMapSchema,
  linkHosts: z.array(linkHostSchema).max(10, { message: 'At most 10 link hosts' }),
  /** The currency of its amounts when no currency macro is mapped. */
  currency: safeText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { message: 'A currency is a three-letter code like USD' }),
});
export type NetworkSettings = z.infer<typeof networkSettingsSchema>;

/** A preset as the Settings form offers it (GET /networks). */
export const networkPresetDtoSchema = z.object({
  id: z.enum(NETWORK_PRESET_IDS),
  label: z.string(),
  subIdParam: z.string(),
  macros: z.object({
    clickId: z.string(),
    transactionId: z.string(),
    amount: z.string(),
    type: z.string().nullable(),
    currency: z.string().nullable(),
  }),
  linkHosts: z.array(z.string()),
  currency: z.string(),
  source: z.string(),
});
export type NetworkPresetDto = z.infer<typeof networkPresetDtoSchema>;

/** One connection as Settings shows it. */
export const networkConnectionDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  preset: z.enum(NETWORK_PRESET_IDS),
  subIdParam: z.string(),
  macros: networkPresetDtoSchema.shape.macros,
  linkHosts: z.array(z.string()),
  /** Hosts of the demo stand-in added in demo mode (labelled so on screen). */
  standInHosts: z.array(z.string()),
  currency: z.string(),
  /** `{PUBLIC_URL}/postback/{key}?token=…&cid={tid}&…`: paste into the network. */
  postbackUrl: z.string(),
  /** Whether the network fills URL macros (GET) or posts its own fields (WarriorPlus-style). */
  postsFields: z.boolean(),
  lastReceivedAt: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type NetworkConnectionDto = z.infer<typeof networkConnectionDtoSchema>;

// GET /networks — the user's custom network connections and the presets to start one from.
export const networksResponseSchema = z.object({
  connections: z.array(networkConnectionDtoSchema),
  presets: z.array(networkPresetDtoSchema),
});
export type NetworksResponse = z.infer<typeof networksResponseSchema>;

// POST /networks — connect a network: a preset, a name, and any of its settings changed.
export const createNetworkBodySchema = z.object({
  preset: z.enum(NETWORK_PRESET_IDS),
  name: safeText()
    .trim()
    .min(1, { message: 'Name the network' })
    .max(60, { message: 'A network name has at most 60 characters' }),
  subIdParam: networkSettingsSchema.shape.subIdParam.optional(),
  macros: networkMacroMapSchema.optional(),
  linkHosts: networkSettingsSchema.shape.linkHosts.optional(),
  currency: networkSettingsSchema.shape.currency.optional(),
});
export type CreateNetworkBody = z.input<typeof createNetworkBodySchema>;

// POST /networks/{id}/token, DELETE /networks/{id}
export const networkParamsSchema = z.object({ id: z.uuid({ message: 'Unknown network connection' }) });
export const networkDeletedResponseSchema = z.object({ ok: z.literal(true) });

/** GET and POST /postback/{key} (public): the key names the connection. */
export const networkPostbackParamsSchema = z.object({ key: safeText().max(64) });
