import { ComingSoon } from '../static/ComingSoon.tsx';

export function InstantSiteClonerPage() {
  return <ComingSoon title="Instant Site Cloner" />;
}
