import {
  type ClickBankAccountResponse,
  type ClickBankAddOfferBody,
  type ClickBankConnectBody,
  clickBankAccountResponseSchema,
  clickBankAddOfferResponseSchema,
} from '@adreel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../lib/mutation.ts';
import { marketplaceKeys } from './offers.ts';

// The ClickBank connection Settings manages and the Offers page reads (issue 34 item 3).
export const clickBankKeys = {
  all: ['clickbank'] as const,
  account: () => [...clickBankKeys.all, 'account'] as const,
};

/** Whether ClickBank is connected, its nickname, and the INS address and secret key to paste into it. */
export function useClickBankAccountQuery() {
  return useQuery({
    queryKey: clickBankKeys.account(),
    queryFn: () => api('/clickbank/account', { schema: clickBankAccountResponseSchema }),
    retry: false,
  });
}

export function useConnectClickBankMutation(
  callbacks?: MutationCallbacks<ClickBankAccountResponse, ClickBankConnectBody>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (body: ClickBankConnectBody) =>
        api('/clickbank/connect', { method: 'POST', body, schema: clickBankAccountResponseSchema }),
      refresh: [clickBankKeys.all, marketplaceKeys.offerPages()],
    },
    callbacks,
  );
}

export function useDisconnectClickBankMutation(callbacks?: MutationCallbacks<ClickBankAccountResponse>) {
  return useMutationThatRefreshes(
    {
      mutationFn: () =>
        api('/clickbank/disconnect', { method: 'POST', schema: clickBankAccountResponseSchema }),
      refresh: [clickBankKeys.all, marketplaceKeys.offerPages()],
    },
    callbacks,
  );
}

/** A ClickBank product added by vendor id; the offer pages show it after. */
export function useAddClickBankOfferMutation(
  callbacks?: MutationCallbacks<{ offerId: string; created: boolean }, ClickBankAddOfferBody>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (body: ClickBankAddOfferBody) =>
        api('/clickbank/offers', { method: 'POST', body, schema: clickBankAddOfferResponseSchema }),
      refresh: [marketplaceKeys.offerPages()],
      wait: true,
    },
    callbacks,
  );
}
