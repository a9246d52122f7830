import { ComingSoon } from '../static/ComingSoon.tsx';

export function TrafficSourcesPage() {
  return <ComingSoon title="Traffic Sources" />;
}
