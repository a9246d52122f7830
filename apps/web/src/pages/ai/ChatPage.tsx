import { ComingSoon } from '../static/ComingSoon.tsx';

export function ChatPage() {
  return <ComingSoon title="Personal AI Assistant" />;
}
