import { PlugZap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button.tsx';

/** Starts the marketplace connection (the header's Connect, the panel's Connect Now). */
export function ConnectButton({
  connecting,
  onConnect,
  className,
  children,
}: {
  connecting: boolean;
  onConnect(): void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      className={className}
      busy={connecting}
      busyText="Connecting..."
      icon={<PlugZap aria-hidden="true" className="h-4 w-4" />}
      onClick={onConnect}
    >
      {children}
    </Button>
  );
}
