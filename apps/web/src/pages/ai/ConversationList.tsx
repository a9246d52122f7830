import type { Conversation } from '@adreel/contracts';
import { MessageSquarePlus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';

/** A conversation is named after its first question, cut to 40 characters. */
export function titleOf(c: Conversation): string {
  const first = c.history.find((t) => t.role === 'user')?.content.trim();
  if (first) return first.length > 40 ? `${first.slice(0, 40)}…` : first;
  return 'New conversation';
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export interface ConversationListProps {
  conversations: Conversation[];
  loading: boolean;
  selectedId: string | null;
  creating: boolean;
  onCreate(): void;
  onSelect(id: string): void;
  onDelete(id: string): void;
}

/** The chat's side panel: New Chat, then every conversation with its date and a delete button. */
export function ConversationList({
  conversations,
  loading,
  selectedId,
  creating,
  onCreate,
  onSelect,
  onDelete,
}: ConversationListProps) {
  return (
    <aside
      aria-label="Conversations"
      className="flex max-h-64 flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:max-h-none md:w-72"
    >
      <div className="border-b border-slate-200 p-3">
        <Button
          onClick={onCreate}
          busy={creating}
          icon={<MessageSquarePlus aria-hidden="true" className="h-4 w-4" />}
          className="w-full"
        >
          New Chat
        </Button>
      </div>
      <ul className="flex-1 overflow-y-auto p-2">
        {loading ? (
          <li className="p-3">
            <Spinner className="h-5 w-5 text-brand-600" label="Loading..." />
          </li>
        ) : conversations.length === 0 ? (
          <li className="p-3 text-sm text-slate-500">No conversations yet. Start a new chat.</li>
        ) : (
          conversations.map((c) => (
            <li key={c.id} className="group flex items-center gap-1">
              <button
                type="button"
                onClick={() => onSelect(c.id)}
                aria-current={c.id === selectedId ? 'true' : undefined}
                className={`min-w-0 flex-1 rounded-lg px-3 py-2 text-left text-sm ${
                  c.id === selectedId
                    ? 'bg-brand-50 font-semibold text-brand-700'
                    : 'text-slate-700 hover:bg-slate-50'
                }`}
              >
                <span className="block truncate">{titleOf(c)}</span>
                <span className="block text-xs font-normal text-slate-600">{when(c.createdAt)}</span>
              </button>
              <button
                type="button"
                aria-label={`Delete conversation ${titleOf(c)}`}
                onClick={() => onDelete(c.id)}
                className="rounded-md p-2 text-slate-400 hover:bg-red-50 hover:text-red-600"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))
        )}
      </ul>
    </aside>
  );
}
