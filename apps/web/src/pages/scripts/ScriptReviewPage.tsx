import { ComingSoon } from '../static/ComingSoon.tsx';

export function ScriptReviewPage() {
  return <ComingSoon title="Review Your Script" />;
}
