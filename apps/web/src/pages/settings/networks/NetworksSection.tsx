import { Network } from 'lucide-react';
import { WhenLoaded } from '../../../components/ui/WhenLoaded.tsx';
import { useNetworksQuery } from '../api.ts';
import { SettingsCard } from '../SettingsCard.tsx';
import { ConnectNetworkForm } from './ConnectNetworkForm.tsx';
import { NetworkConnectionCard } from './NetworkConnectionCard.tsx';

/**
 * Settings → Other networks (issue 34 item 4): JVZoo, WarriorPlus, BuyGoods, Impact or any network
 * that reports sales by S2S postback. Each connection has its own postback URL; AdReel's links to the
 * network's hosts carry the click id in its sub-id parameter, so its sales land on the right video.
 */
export function NetworksSection() {
  const networks = useNetworksQuery();
  return (
    <div id="networks" className="mt-6 scroll-mt-20">
      <SettingsCard title="Other networks (S2S postback)" icon={Network}>
        <p className="mt-2 text-sm text-slate-600">
          Promote JVZoo, WarriorPlus, BuyGoods, Impact or another network that reports sales by S2S postback:
          connect it here, paste its postback URL into the network, and your AdReel links to it carry your
          click id, so each sale shows under the video that sold it.
        </p>
        <WhenLoaded query={networks} className="mt-4" failed="Failed to load your networks.">
          {(data) => (
            <div className="mt-4 space-y-4">
              {data.connections.length === 0 ? (
                <p className="text-sm text-slate-600">No network connected yet.</p>
              ) : (
                data.connections.map((c) => <NetworkConnectionCard key={c.id} connection={c} />)
              )}
              {data.presets.length > 0 ? <ConnectNetworkForm presets={data.presets} /> : null}
            </div>
          )}
        </WhenLoaded>
      </SettingsCard>
    </div>
  );
}
