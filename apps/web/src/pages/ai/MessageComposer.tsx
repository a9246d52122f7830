import { Send } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';

export interface MessageComposerProps {
  /** False until a conversation is selected. */
  enabled: boolean;
  sending: boolean;
  /** Sends the text; when it fails the text comes back into the box to try again. */
  onSend(text: string): Promise<unknown>;
}

/** The message box: Enter sends, Shift+Enter adds a line. */
export function MessageComposer({ enabled, sending, onSend }: MessageComposerProps) {
  const [input, setInput] = useState('');

  function send() {
    const text = input.trim();
    if (!text || !enabled || sending) return;
    setInput('');
    onSend(text).catch(() => setInput(text));
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      if (enabled) send();
    }
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        Message
      </label>
      <textarea
        id="chat-input"
        rows={2}
        value={input}
        disabled={!enabled || sending}
        onChange={(e) => setInput(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={enabled ? 'Type your message... (Enter to send)' : 'Select a conversation first'}
        className="block w-full resize-none rounded-lg border-0 px-3 py-2 text-slate-900 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-100"
      />
      <Button
        type="submit"
        aria-label="Send message"
        busy={sending}
        disabled={!enabled || !input.trim()}
        icon={<Send aria-hidden="true" className="h-4 w-4" />}
      >
        <span className="hidden sm:inline">Send</span>
      </Button>
    </form>
  );
}
