import { useState } from 'react';
import { useLocation } from 'react-router';
import { BuiltInTraining } from '../../components/training/BuiltInTraining.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { usePublicConfig } from '../../lib/public-config.ts';
import { useMeQuery, useWelcomeSeenMutation } from '../../queries/auth.ts';

// Closed once, closed for the user: the server keeps it (GET /auth/me's welcomeSeen), so a new tab or
// a later sign-in does not open it again (issue 33). The session flag hides it at once in this tab
// (and lets end-to-end specs skip it); localStorage stays the spec's two keys.
const SEEN_KEY = 'welcomeOverlaySeen';

export function WelcomeOverlay() {
  const [open, setOpen] = useState(() => sessionStorage.getItem(SEEN_KEY) !== '1');
  const { data } = usePublicConfig();
  const me = useMeQuery();
  const seen = useWelcomeSeenMutation();
  // The /welcome page already shows the same welcome page full size.
  const onWelcomePage = useLocation().pathname === '/welcome';
  const close = () => {
    sessionStorage.setItem(SEEN_KEY, '1');
    setOpen(false);
    seen.mutate();
  };

  if (!open || !data || !me.data || me.data.welcomeSeen || onWelcomePage) return null;
  return (
    <Modal
      title="Welcome"
      look="media"
      onClose={close}
      closeLabel="Close welcome"
      panelClassName={`h-[80vh] bg-white ${data.welcomeUrl ? '' : 'w-full overflow-y-auto p-5 pt-14 sm:p-6 sm:pt-14'}`}
    >
      {data.welcomeUrl ? (
        <iframe
          title="Welcome to AdReel"
          src={data.welcomeUrl}
          className="h-full w-full border-0"
          sandbox="allow-scripts allow-popups"
        />
      ) : (
        <BuiltInTraining page="welcome" />
      )}
    </Modal>
  );
}
