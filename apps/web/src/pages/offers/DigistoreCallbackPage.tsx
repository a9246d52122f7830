import { ComingSoon } from '../static/ComingSoon.tsx';

export function DigistoreCallbackPage() {
  return <ComingSoon title="Connecting to the marketplace" />;
}
