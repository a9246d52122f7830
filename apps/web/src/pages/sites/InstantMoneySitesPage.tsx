import { ComingSoon } from '../static/ComingSoon.tsx';

export function InstantMoneySitesPage() {
  return <ComingSoon title="Instant Money Sites" />;
}
