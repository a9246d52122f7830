import { ComingSoon } from '../static/ComingSoon.tsx';

export function MyAffiliatesPage() {
  return <ComingSoon title="My Affiliates" />;
}
