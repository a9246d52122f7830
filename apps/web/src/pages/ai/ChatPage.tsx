import {
  type Conversation,
  chatMessageResponseSchema,
  conversationListSchema,
  createConversationResponseSchema,
  deleteConversationResponseSchema,
} from '@adreel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, MessageSquarePlus, Send, Trash2, User } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { PageHeader } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { api } from '../../lib/api.ts';

const CHAT_KEY = ['chat', 'conversations'] as const;

function titleOf(c: Conversation): string {
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

/** Personal AI Assistant (spec §2.23, §4 Chat). */
export function ChatPage() {
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [sending, setSending] = useState(false);
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const list = useQuery({
    queryKey: CHAT_KEY,
    queryFn: () => api('/api/ai-content/chat', { schema: conversationListSchema }),
  });
  useEffect(() => {
    if (list.isError) toast.error('Failed to load chat history');
  }, [list.isError]);

  const conversations = list.data ?? [];
  const selected = conversations.find((c) => c.id === selectedId) ?? null;
  const history = selected?.history ?? [];

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [history.length, pending]);

  async function newConversation() {
    setCreating(true);
    try {
      const res = await api('/api/ai-content/chat/conversation', {
        method: 'POST',
        schema: createConversationResponseSchema,
      });
      queryClient.setQueryData<Conversation[]>(CHAT_KEY, (old) => [
        { id: res.conversationId, createdAt: res.createdAt, history: [] },
        ...(old ?? []),
      ]);
      setSelectedId(res.conversationId);
    } catch {
      toast.error('Failed to create new conversation');
    } finally {
      setCreating(false);
    }
  }

  async function remove(id: string) {
    try {
      await api(`/api/ai-content/chat/conversation/${id}`, {
        method: 'DELETE',
        schema: deleteConversationResponseSchema,
      });
      queryClient.setQueryData<Conversation[]>(CHAT_KEY, (old) => (old ?? []).filter((c) => c.id !== id));
      if (selectedId === id) setSelectedId(null);
    } catch {
      toast.error('Failed to delete conversation');
    }
  }

  async function send() {
    const text = input.trim();
    if (!text || !selectedId || sending) return;
    const conversationId = selectedId;
    setSending(true);
    setPending(text);
    setInput('');
    try {
      const res = await api('/api/ai-content/chat/message', {
        method: 'POST',
        body: { input: text, conversationId },
        schema: chatMessageResponseSchema,
      });
      queryClient.setQueryData<Conversation[]>(CHAT_KEY, (old) =>
        (old ?? []).map((c) =>
          c.id === conversationId
            ? {
                ...c,
                history: [
                  ...c.history,
                  { role: 'user', content: text },
                  { role: 'assistant', content: res.response },
                ],
              }
            : c,
        ),
      );
    } catch {
      setInput(text);
      toast.error('Failed to send message. Please try again.');
    } finally {
      setPending(null);
      setSending(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      if (selectedId) void send();
    }
  }

  return (
    <div>
      <PageHeader
        title="Personal AI Assistant"
        subtitle="Ask anything about offers, videos, sites and traffic."
      />
      <div className="flex flex-col gap-4 md:h-[calc(100vh-14rem)] md:min-h-[28rem] md:flex-row">
        <aside
          aria-label="Conversations"
          className="flex max-h-64 flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:max-h-none md:w-72"
        >
          <div className="border-b border-slate-200 p-3">
            <Button
              onClick={() => void newConversation()}
              busy={creating}
              aria-label="New conversation"
              icon={<MessageSquarePlus aria-hidden="true" className="h-4 w-4" />}
              className="w-full"
            >
              New Chat
            </Button>
          </div>
          <ul className="flex-1 overflow-y-auto p-2">
            {list.isLoading ? (
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
                    onClick={() => setSelectedId(c.id)}
                    aria-current={c.id === selectedId ? 'true' : undefined}
                    className={`min-w-0 flex-1 rounded-lg px-3 py-2 text-left text-sm ${
                      c.id === selectedId
                        ? 'bg-brand-50 font-semibold text-brand-700'
                        : 'text-slate-700 hover:bg-slate-50'
                    }`}
                  >
                    <span className="block truncate">{titleOf(c)}</span>
                    <span className="block text-xs font-normal text-slate-500">{when(c.createdAt)}</span>
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete conversation ${titleOf(c)}`}
                    onClick={() => void remove(c.id)}
                    className="rounded-md p-2 text-slate-400 hover:bg-red-50 hover:text-red-600"
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </li>
              ))
            )}
          </ul>
        </aside>

        <section
          aria-label="Messages"
          className="flex min-h-[24rem] flex-1 flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex-1 space-y-4 overflow-y-auto p-4" aria-live="polite">
            {!selected ? (
              <p className="mt-10 text-center text-slate-500">
                Select a conversation or start a new chat to begin.
              </p>
            ) : history.length === 0 && !pending ? (
              <p className="mt-10 text-center text-slate-500">Ask your first question below.</p>
            ) : null}
            {history.map((turn, i) => (
              <Message key={`${selected?.id}-${i}`} speaker={turn.role} content={turn.content} />
            ))}
            {pending ? (
              <>
                <Message speaker="user" content={pending} />
                <div className="flex items-center gap-2 text-sm text-slate-500">
                  <Spinner className="h-4 w-4 text-brand-600" label="Thinking..." />
                </div>
              </>
            ) : null}
            <div ref={endRef} />
          </div>
          <form
            className="flex items-end gap-2 border-t border-slate-200 p-3"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <label htmlFor="chat-input" className="sr-only">
              Message
            </label>
            <textarea
              id="chat-input"
              rows={2}
              value={input}
              disabled={!selectedId || sending}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder={
                selectedId ? 'Type your message... (Enter to send)' : 'Select a conversation first'
              }
              className="block w-full resize-none rounded-lg border-0 px-3 py-2 text-slate-900 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-100"
            />
            <Button
              type="submit"
              aria-label="Send message"
              busy={sending}
              disabled={!selectedId || !input.trim()}
              icon={<Send aria-hidden="true" className="h-4 w-4" />}
            >
              <span className="hidden sm:inline">Send</span>
            </Button>
          </form>
        </section>
      </div>
    </div>
  );
}

function Message({ speaker, content }: { speaker: 'user' | 'assistant'; content: string }) {
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
