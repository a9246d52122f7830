import { ComingSoon } from '../static/ComingSoon.tsx';

export function VideoGenerationPage() {
  return <ComingSoon title="Generating Your Video" />;
}
