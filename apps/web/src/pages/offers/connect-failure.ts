import toast from 'react-hot-toast';
import {
  CONNECT_FAILED_GENERIC,
  connectFailed,
  isSessionError,
  reasonOf,
  SESSION_EXPIRED,
} from '../../components/offers/marketplace.ts';
import { session } from '../../lib/session.ts';

/**
 * Says why connecting the marketplace failed. A 401/403 means the session is over (spec §8 Session):
 * the token is removed and the answer is 'signed-out', so the caller sends the user to sign in.
 */
export function reportConnectFailure(error: unknown): 'signed-out' | 'failed' {
  if (isSessionError(error)) {
    toast.error(SESSION_EXPIRED);
    session.removeToken();
    return 'signed-out';
  }
  const reason = reasonOf(error);
  toast.error(reason ? connectFailed(reason) : CONNECT_FAILED_GENERIC);
  return 'failed';
}
