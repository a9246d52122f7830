import { ComingSoon } from '../static/ComingSoon.tsx';

export function DfyVideosPage() {
  return <ComingSoon title="Done-For-You Videos" />;
}
