import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { PageHeader } from '../../components/ui/Card.tsx';
import { DemoBadges } from '../../components/ui/DemoBadge.tsx';
import {
  useConversationsQuery,
  useCreateConversationMutation,
  useDeleteConversationMutation,
  useSendMessageMutation,
} from './api.ts';
import { ConversationList, titleOf } from './ConversationList.tsx';
import { DeleteConversationDialog } from './DeleteConversationDialog.tsx';
import { MessageComposer } from './MessageComposer.tsx';
import { MessageList } from './MessageList.tsx';

/** Personal AI Assistant (spec §2.23, §4 Chat). */
export function ChatPage() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The conversation whose deletion waits for the user's yes.
  const [confirming, setConfirming] = useState<string | null>(null);
  const list = useConversationsQuery();
  useEffect(() => {
    if (list.isError) toast.error('Failed to load chat history');
  }, [list.isError]);

  const create = useCreateConversationMutation({
    onSuccess: (res) => setSelectedId(res.conversationId),
    onError: () => toast.error('Failed to create new conversation'),
  });
  const remove = useDeleteConversationMutation({
    onSuccess: (_res, id) => {
      setSelectedId((current) => (current === id ? null : current));
      setConfirming(null);
      toast.success('Conversation deleted');
    },
    onError: () => toast.error('Failed to delete conversation'),
  });
  const send = useSendMessageMutation({
    onError: () => toast.error('Failed to send message. Please try again.'),
  });

  const conversations = list.data ?? [];
  const selected = conversations.find((c) => c.id === selectedId) ?? null;
  const doomed = conversations.find((c) => c.id === confirming) ?? null;

  return (
    <div>
      <PageHeader
        title="Personal AI Assistant"
        subtitle="Ask anything about offers, videos, sites and traffic."
      />
      <DemoBadges services={['writer']} />
      <div className="flex flex-col gap-4 md:h-[calc(100vh-14rem)] md:min-h-[28rem] md:flex-row">
        <ConversationList
          conversations={conversations}
          loading={list.isLoading}
          selectedId={selectedId}
          creating={create.isPending}
          onCreate={() => create.mutate()}
          onSelect={setSelectedId}
          onDelete={setConfirming}
        />
        <section
          aria-label="Messages"
          className="flex min-h-[24rem] flex-1 flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <MessageList conversation={selected} pending={send.isPending ? send.variables.input : null} />
          <MessageComposer
            enabled={selectedId !== null}
            sending={send.isPending}
            onSend={(input) => send.mutateAsync({ input, conversationId: selectedId ?? '' })}
          />
        </section>
      </div>
      {doomed ? (
        <DeleteConversationDialog
          title={titleOf(doomed)}
          deleting={remove.isPending}
          onConfirm={() => remove.mutate(doomed.id)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}
