import { ComingSoon } from '../static/ComingSoon.tsx';

export function MyVideosPage() {
  return <ComingSoon title="My Videos" />;
}
