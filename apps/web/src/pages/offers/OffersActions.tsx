import { RefreshCw, Unplug } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { useDisconnectMutation } from './api.ts';
import { ConnectButton } from './ConnectButton.tsx';

export interface OffersActionsProps {
  connected: boolean;
  refreshing: boolean;
  onRefresh(): void;
  connecting: boolean;
  onConnect(): void;
  onDisconnected(): void;
}

/** The header buttons: Refresh and Disconnect once connected, Connect before. */
export function OffersActions({
  connected,
  refreshing,
  onRefresh,
  connecting,
  onConnect,
  onDisconnected,
}: OffersActionsProps) {
  const disconnect = useDisconnectMutation({
    onSuccess: () => {
      onDisconnected();
      toast.success('Disconnected from the marketplace');
    },
    onError: () => toast.error('Failed to disconnect from the marketplace'),
  });

  if (!connected) {
    return (
      <ConnectButton connecting={connecting} onConnect={onConnect}>
        Connect
      </ConnectButton>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        busy={refreshing}
        busyText="Refreshing..."
        icon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
        onClick={onRefresh}
      >
        Refresh
      </Button>
      <Button
        variant="danger"
        busy={disconnect.isPending}
        icon={<Unplug aria-hidden="true" className="h-4 w-4" />}
        onClick={() => disconnect.mutate()}
      >
        Disconnect
      </Button>
    </>
  );
}
