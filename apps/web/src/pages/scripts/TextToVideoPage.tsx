import { ComingSoon } from '../static/ComingSoon.tsx';

export function TextToVideoPage() {
  return <ComingSoon title="Text to Video" />;
}
