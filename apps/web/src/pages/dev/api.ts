import { devMailboxResponseSchema } from '@adreel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** How often the dev mailbox looks for new e-mails: a reset code should show up by itself. */
const MAILBOX_REFRESH_MS = 2000;

export const mailboxKeys = {
  all: ['dev-mailbox'] as const,
  inbox: (to: string) => [...mailboxKeys.all, to] as const,
};

/** The worker's stored e-mails, optionally only those to one address. */
export function useMailboxQuery(to: string) {
  return useQuery({
    queryKey: mailboxKeys.inbox(to),
    queryFn: () => api('/dev/mailbox', { query: { to: to || undefined }, schema: devMailboxResponseSchema }),
    refetchInterval: MAILBOX_REFRESH_MS,
  });
}
