import { ComingSoon } from '../static/ComingSoon.tsx';

export function DashboardPage() {
  return <ComingSoon title="Transform Your Products Into Engaging & Viral Videos" />;
}
