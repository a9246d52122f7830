import { ComingSoon } from '../static/ComingSoon.tsx';

export function VideoDetailsPage() {
  return <ComingSoon title="Video Details" />;
}
