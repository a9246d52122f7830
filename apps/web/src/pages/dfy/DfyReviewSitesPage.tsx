import { ComingSoon } from '../static/ComingSoon.tsx';

export function DfyReviewSitesPage() {
  return <ComingSoon title="Done-For-You Review Sites" />;
}
