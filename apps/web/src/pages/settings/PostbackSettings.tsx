import { RefreshCw, Send, Webhook } from 'lucide-react';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { WhenLoaded } from '../../components/ui/WhenLoaded.tsx';
import { errorMessage } from '../../lib/api.ts';
import { receivedAt } from '../../lib/dates.ts';
import { useScrollToFragment } from '../../lib/use-scroll-to-fragment.ts';
import {
  usePostbackSettingsQuery,
  useRotatePostbackTokenMutation,
  useTestPostbackMutation,
} from '../../queries/links.ts';
import { CopyUrlField } from './CopyUrlField.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * Digistore24 sales for affiliates: the S2S postback URL (Account → S2S Postback) with Digistore24's
 * placeholders already in it, a test that calls it as Digistore24 would, and the token's rotation.
 */
export function PostbackSettings() {
  const settings = usePostbackSettingsQuery();
  // Performance's sandbox sale links here (/settings#postback): the card is below Integrations' list.
  const ref = useRef<HTMLDivElement>(null);
  useScrollToFragment(ref, useLocation().hash === '#postback', settings.isSuccess);
  const rotate = useRotatePostbackTokenMutation({
    onSuccess: () => toast.success('New token made: paste the new URL into Digistore24'),
    onError: (error) => toast.error(errorMessage(error, 'Failed to rotate the token.')),
  });
  const test = useTestPostbackMutation({
    onSuccess: (result) =>
      result.status === 200
        ? toast.success('Test postback received')
        : toast.error(`Your postback URL answered ${result.status}: ${result.answer}`),
    onError: (error) => toast.error(errorMessage(error, 'Failed to send the test postback.')),
  });

  return (
    <div id="postback" ref={ref} className="mt-6 scroll-mt-20">
      <SettingsCard title="Digistore24 sales for affiliates (S2S postback)" icon={Webhook}>
        <p className="mt-2 text-sm text-slate-600">
          Affiliates paste this URL in Digistore24 under Account → S2S Postback; vendors use the IPN below.
        </p>
        <WhenLoaded query={settings} className="mt-4" failed="Failed to load your postback URL.">
          {(data) => (
            <div className="mt-4 space-y-4">
              <CopyUrlField label="S2S postback URL" url={data.postbackUrl} copyLabel="Copy postback URL" />
              <p className="text-sm text-slate-600" data-testid="postback-last-received">
                {data.lastReceivedAt
                  ? `Last postback received: ${receivedAt(data.lastReceivedAt)}${data.lastWasTest ? ' (test)' : ''}`
                  : 'No postback received yet.'}
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button
                  variant="secondary"
                  busy={test.isPending}
                  busyText="Sending..."
                  onClick={() => test.mutate()}
                  icon={<Send aria-hidden="true" className="h-4 w-4" />}
                >
                  Send a test postback
                </Button>
                <Button
                  variant="secondary"
                  busy={rotate.isPending}
                  busyText="Rotating..."
                  onClick={() => rotate.mutate()}
                  icon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
                >
                  Rotate token
                </Button>
              </div>
            </div>
          )}
        </WhenLoaded>
      </SettingsCard>
    </div>
  );
}
