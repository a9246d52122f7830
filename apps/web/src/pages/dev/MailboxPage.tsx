import { useState } from 'react';
import { Link } from 'react-router';
import { Card, EmptyState } from '../../components/ui/Card.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { useMailboxQuery } from './api.ts';

/** Development mailbox: what the worker would have sent, when no SMTP server is configured. */
export function MailboxPage() {
  const [to, setTo] = useState('');
  const { data, isLoading, isError } = useMailboxQuery(to);
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <div className="mb-6 flex items-center justify-between">
        <h1 className="text-2xl font-bold">Dev mailbox</h1>
        <Link to="/login" className="text-sm font-medium text-brand-600">
          Back to sign in
        </Link>
      </div>
      <p className="mb-4 text-sm text-slate-600">
        E-mails the worker stored in its outbox because no SMTP server is configured. Not available in
        production.
      </p>
      <div className="mb-6">
        <TextField
          label="Filter by recipient"
          type="email"
          value={to}
          onChange={(e) => setTo(e.target.value.trim())}
        />
      </div>
      {isLoading ? <PageLoading /> : null}
      {isError ? (
        <p role="alert" className="text-red-600">
          The dev mailbox is not available.
        </p>
      ) : null}
      {data && data.emails.length === 0 ? <EmptyState title="No e-mails yet" /> : null}
      <div className="space-y-4">
        {data?.emails.map((m) => (
          <Card key={m.id}>
            <article data-testid="mail">
              <p className="text-xs text-slate-500">
                To {m.to} · {new Date(m.createdAt).toLocaleString()}
              </p>
              <h2 className="mt-1 font-semibold">{m.subject}</h2>
              <pre className="mt-3 whitespace-pre-wrap font-sans text-sm text-slate-700">{m.text}</pre>
            </article>
          </Card>
        ))}
      </div>
    </main>
  );
}
