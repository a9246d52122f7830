import type { ChatTurnDto } from '@adreel/contracts';
import { Bot, User } from 'lucide-react';

/** One chat bubble: the user's on the right, the assistant's on the left. */
export function ChatMessage({ speaker, content }: { speaker: ChatTurnDto['role']; content: string }) {
  const mine = speaker === 'user';
  return (
    <div className={`flex gap-2 ${mine ? 'flex-row-reverse' : ''}`}>
      <span
        className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${mine ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-700'}`}
      >
        {mine ? (
          <User aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Bot aria-hidden="true" className="h-4 w-4" />
        )}
      </span>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap ${mine ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-800'}`}
        data-role={speaker}
      >
        {content}
      </div>
    </div>
  );
}
