import type { Conversation } from '@adreel/contracts';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ChatMessage } from './ChatMessage.tsx';

/**
 * The selected conversation's turns, then the question on its way (`pending`) with a thinking
 * indicator; keeps the newest turn in view.
 */
export function MessageList({
  conversation,
  pending,
}: {
  conversation: Conversation | null;
  pending: string | null;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  const history = conversation?.history ?? [];

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [history.length, pending]);

  return (
    <div className="flex-1 space-y-4 overflow-y-auto p-4" aria-live="polite">
      {!conversation ? (
        <p className="mt-10 text-center text-slate-500">
          Select a conversation or start a new chat to begin.
        </p>
      ) : history.length === 0 && !pending ? (
        <p className="mt-10 text-center text-slate-500">Ask your first question below.</p>
      ) : null}
      {history.map((turn, i) => (
        <ChatMessage key={`${conversation?.id}-${i}`} speaker={turn.role} content={turn.content} />
      ))}
      {pending ? (
        <>
          <ChatMessage speaker="user" content={pending} />
          <div className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="h-4 w-4 text-brand-600" label="Thinking..." />
          </div>
        </>
      ) : null}
      <div ref={endRef} />
    </div>
  );
}
