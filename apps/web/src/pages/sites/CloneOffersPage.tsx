import { useLocation } from 'react-router';
import { ComingSoon } from '../static/ComingSoon.tsx';

export function CloneOffersPage() {
  const location = useLocation();
  const title = (location.state as { title?: string } | null)?.title ?? 'Clone Offers';
  return <ComingSoon title={title} />;
}
