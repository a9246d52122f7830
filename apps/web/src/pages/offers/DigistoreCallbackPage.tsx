import { MISSING_STATE_MESSAGE } from '@adreel/contracts';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import {
  CONNECT_FAILED_GENERIC,
  connectFailed,
  LOGIN_REQUIRED,
} from '../../components/offers/marketplace.ts';
import { Logo } from '../../components/ui/Logo.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { session } from '../../lib/session.ts';
import { useCompleteConnectionMutation } from './api.ts';
import { reportConnectFailure } from './connect-failure.ts';

/** Where the marketplace sends the browser back: finishes the connection, then returns to /offers. */
export function DigistoreCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutate: completeConnection } = useCompleteConnectionMutation({
    onSuccess: (res) => {
      if (res.success) {
        toast.success('Successfully connected to the marketplace!');
      } else {
        toast.error(res.error ? connectFailed(res.error) : CONNECT_FAILED_GENERIC);
      }
      navigate('/offers', { replace: true });
    },
    onError: (err) =>
      navigate(reportConnectFailure(err) === 'signed-out' ? '/login' : '/offers', { replace: true }),
  });
  // The state is single use: never send it twice (StrictMode runs effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = params.get('state');
    const token = params.get('token');
    const error = params.get('error');
    const toOffers = () => navigate('/offers', { replace: true });

    if (!state) {
      toast.error(MISSING_STATE_MESSAGE);
      toOffers();
      return;
    }
    if (error) {
      toast.error(
        connectFailed(
          error === 'cancelled' ? 'the connection request was cancelled' : error.replaceAll('_', ' '),
        ),
      );
      toOffers();
      return;
    }
    if (!session.getToken()) {
      toast.error(LOGIN_REQUIRED);
      navigate('/login', { replace: true });
      return;
    }
    if (!token) {
      toast.error(connectFailed('Missing token parameter'));
      toOffers();
      return;
    }

    completeConnection({ state, token });
  }, [params, navigate, completeConnection]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center">
      <Logo />
      <div className="rounded-2xl bg-white px-8 py-10 shadow-sm ring-1 ring-slate-200">
        <Spinner className="h-8 w-8 text-brand-600" />
        <p role="status" className="mt-4 font-semibold text-slate-800">
          Connecting to the marketplace...
        </p>
        <p className="mt-1 text-sm text-slate-500">This only takes a moment.</p>
      </div>
    </main>
  );
}
