import { ComingSoon } from '../static/ComingSoon.tsx';

export function OffersPage() {
  return <ComingSoon title="Offers" />;
}
