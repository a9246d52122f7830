import { ComingSoon } from '../static/ComingSoon.tsx';

export function PreviewPage() {
  return <ComingSoon title="Preview" />;
}
