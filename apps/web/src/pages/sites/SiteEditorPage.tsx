import { ComingSoon } from '../static/ComingSoon.tsx';

export function SiteEditorPage() {
  return <ComingSoon title="Site Editor" />;
}
