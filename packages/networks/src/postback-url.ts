import {
  NETWORK_MACRO_FIELDS,
  NETWORK_QUERY_NAMES,
  type NetworkMacroField,
  type NetworkSettings,
} from '@adreel/contracts';

/** `{tid}`: a macro the network fills in the URL (as opposed to a field it posts by its own name). */
export const isUrlMacro = (macro: string): boolean => macro.startsWith('{') && macro.endsWith('}');

/** The fields a network posts itself (WarriorPlus-style): read from its request by their own names. */
export function postedFields(settings: Pick<NetworkSettings, 'macros'>): string[] {
  return NETWORK_MACRO_FIELDS.flatMap((f) => {
    const macro = settings.macros[f];
    return macro && !isUrlMacro(macro) ? [macro] : [];
  });
}

/**
 * `{PUBLIC_URL}/postback/{key}?token=…&cid={tid}&transaction_id={transaction_id}&…`: the URL the
 * affiliate pastes into the network. Our query names carry the network's macros as it writes them
 * (braces unescaped, case kept). `type` fixes the event for networks without a type macro (BuyGoods
 * takes one URL per event: `&type=refund`).
 */
export function networkPostbackUrl(
  publicUrl: string,
  key: string,
  token: string,
  settings: Pick<NetworkSettings, 'macros'>,
  options: { type?: 'sale' | 'refund' | 'chargeback' } = {},
): string {
  const pairs = NETWORK_MACRO_FIELDS.flatMap((f: NetworkMacroField) => {
    const macro = settings.macros[f];
    return macro && isUrlMacro(macro) ? [`${NETWORK_QUERY_NAMES[f]}=${macro}`] : [];
  });
  if (options.type && !settings.macros.type) pairs.push(`${NETWORK_QUERY_NAMES.type}=${options.type}`);
  const query = [`token=${token}`, ...pairs].join('&');
  return `${publicUrl.replace(/\/+$/, '')}/postback/${key}?${query}`;
}

/** The URL as the network calls it: each macro replaced by its value (URL-encoded); for tests and checks. */
export function fillNetworkMacros(template: string, values: Readonly<Record<string, string>>): string {
  let url = template;
  for (const [macro, value] of Object.entries(values)) url = url.split(macro).join(encodeURIComponent(value));
  return url;
}
