import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { LOGIN_REQUIRED } from '../../components/offers/marketplace.ts';
import { session } from '../../lib/session.ts';
import { useConnectMutation } from './api.ts';
import { reportConnectFailure } from './connect-failure.ts';

/** Connect / Connect Now: asks for the approval address and sends the browser to the marketplace. */
export function useConnectMarketplace() {
  const navigate = useNavigate();
  const mutation = useConnectMutation({
    onSuccess: (target) => window.location.assign(target),
    onError: (error) => {
      if (reportConnectFailure(error) === 'signed-out') navigate('/login');
    },
  });

  function connect() {
    if (!session.getToken()) {
      toast.error(LOGIN_REQUIRED);
      navigate('/login');
      return;
    }
    mutation.mutate();
  }

  // Still busy after success: the browser is on its way to the marketplace.
  return { connect, connecting: mutation.isPending || mutation.isSuccess };
}
