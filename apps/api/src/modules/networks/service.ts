import {
  type CreateNetworkBody,
  type NetworkConnectionDto,
  type NetworkPresetId,
  type NetworkSettings,
  type NetworksResponse,
  networkSettingsSchema,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import {
  customNetworkAdapter,
  networkPostbackUrl,
  networkSettingsOf,
  presetList,
  presetSettings,
} from '@adreel/networks';
import { open, seal } from '@adreel/secret-box';
import { Conflict, Invalid, NotFound } from '../../domain-errors.ts';
import { newInboundKey, newInboundToken } from '../../kernel/inbound-key.ts';
import { createNetworkSubIds } from './sub-ids.ts';

export interface NetworkServiceDeps {
  db: Db;
  encryptionKey: Buffer;
  publicUrl: string;
  /** Demo mode: the hosts of the local network stand-in's links for a preset (labelled on screen). */
  standInHosts?: (preset: NetworkPresetId) => string[];
  /** After a token rotation or a disconnect: the receiver stops accepting the old token at once. */
  onInboundChanged?: (key: string) => void;
}

export const MAX_NETWORKS_PER_USER = 20;
export const NETWORK_NOT_FOUND = 'That network connection does not exist.';

const FIELDS = {
  id: true,
  label: true,
  settings: true,
  inboundKey: true,
  inboundTokenEnc: true,
  lastReceivedAt: true,
  connectedAt: true,
} as const;

/**
 * Settings → Other networks: connections to networks that report sales by S2S postback, stored as
 * MarketplaceAccount rows (marketplace 'custom', label = the name, settings = preset, sub-id parameter,
 * macro map, link hosts; the postback token sealed). Each has its own postback URL to paste into the
 * network; links to its hosts carry our click id in its sub-id parameter (`subIdParamFor`).
 */
export function createNetworkService(deps: NetworkServiceDeps) {
  const { db, encryptionKey, publicUrl } = deps;
  const standIn = deps.standInHosts ?? (() => []);
  const subIds = createNetworkSubIds({ db });

  function toDto(row: {
    id: string;
    label: string;
    settings: unknown;
    inboundKey: string | null;
    inboundTokenEnc: string | null;
    lastReceivedAt: Date | null;
    connectedAt: Date | null;
  }): NetworkConnectionDto {
    const settings = networkSettingsOf(row.settings) ?? presetSettings('custom');
    const token = row.inboundTokenEnc ? open(row.inboundTokenEnc, encryptionKey) : '';
    const demoHosts = standIn(settings.preset);
    return {
      id: row.id,
      name: row.label,
      preset: settings.preset,
      subIdParam: settings.subIdParam,
      macros: settings.macros,
      linkHosts: settings.linkHosts,
      standInHosts: settings.linkHosts.filter((h) => demoHosts.includes(h)),
      currency: settings.currency,
      postbackUrl: networkPostbackUrl(publicUrl, row.inboundKey ?? '', token, settings),
      postsFields: Object.values(settings.macros).some((m) => m !== null && !m.startsWith('{')),
      lastReceivedAt: row.lastReceivedAt?.toISOString() ?? null,
      connectedAt: row.connectedAt?.toISOString() ?? null,
    };
  }

  /** The preset's settings with what the form changed; the stand-in's hosts added in demo mode. */
  function settingsFor(body: CreateNetworkBody): NetworkSettings {
    const preset = presetSettings(body.preset);
    const linkHosts = [...new Set([...(body.linkHosts ?? preset.linkHosts), ...standIn(body.preset)])];
    const parsed = networkSettingsSchema.safeParse({
      preset: body.preset,
      subIdParam: body.subIdParam ?? preset.subIdParam,
      macros: body.macros ?? preset.macros,
      linkHosts,
      currency: body.currency ?? preset.currency,
    });
    if (!parsed.success) throw new Invalid(parsed.error.issues[0]?.message ?? 'Invalid network settings');
    return parsed.data;
  }

  async function owned(userId: string, id: string) {
    const row = await db.marketplaceAccount.findFirst({
      where: { id, userId, marketplace: 'custom' },
      select: FIELDS,
    });
    if (!row) throw new NotFound(NETWORK_NOT_FOUND);
    return row;
  }

  return {
    subIdParamFor: subIds.subIdParamFor,

    async list(userId: string): Promise<NetworksResponse> {
      const rows = await db.marketplaceAccount.findMany({
        where: { userId, marketplace: 'custom' },
        orderBy: { connectedAt: 'asc' },
        select: FIELDS,
      });
      return { connections: rows.map(toDto), presets: presetList() };
    },

    async create(userId: string, body: CreateNetworkBody): Promise<NetworkConnectionDto> {
      const settings = settingsFor(body);
      const count = await db.marketplaceAccount.count({ where: { userId, marketplace: 'custom' } });
      if (count >= MAX_NETWORKS_PER_USER)
        throw new Conflict(`At most ${MAX_NETWORKS_PER_USER} networks can be connected.`);
      const step = await customNetworkAdapter.connect(userId, { name: body.name, settings });
      if (step.kind !== 'connected') throw new Error('A custom network connects at once');
      try {
        const row = await db.marketplaceAccount.create({
          data: {
            userId,
            marketplace: 'custom',
            label: step.account.label,
            settings,
            state: 'connected',
            inboundKey: newInboundKey(),
            inboundTokenEnc: seal(newInboundToken(), encryptionKey),
            connectedAt: new Date(),
          },
          select: FIELDS,
        });
        subIds.forget(userId);
        return toDto(row);
      } catch (error) {
        if ((error as { code?: string }).code === 'P2002')
          throw new Conflict(`A network named “${body.name}” is already connected.`);
        throw error;
      }
    },

    /** A new token: the URL pasted into the network so far stops working; the key stays. */
    async rotateToken(userId: string, id: string): Promise<NetworkConnectionDto> {
      const row = await owned(userId, id);
      const updated = await db.marketplaceAccount.update({
        where: { id: row.id },
        data: { inboundTokenEnc: seal(newInboundToken(), encryptionKey) },
        select: FIELDS,
      });
      if (row.inboundKey) deps.onInboundChanged?.(row.inboundKey);
      return toDto(updated);
    },

    /** Removes the connection: its postback URL stops working, its links stop carrying the click id. */
    async disconnect(userId: string, id: string): Promise<{ ok: true }> {
      const row = await owned(userId, id);
      await db.marketplaceAccount.delete({ where: { id: row.id } });
      if (row.inboundKey) deps.onInboundChanged?.(row.inboundKey);
      subIds.forget(userId);
      return { ok: true };
    },
  };
}
export type NetworkService = ReturnType<typeof createNetworkService>;
