import { useState } from 'react';
import { Button, type ButtonProps } from './Button.tsx';

interface ConfirmButtonProps {
  /** The first button's text, e.g. "Delete". */
  label: string;
  ariaLabel: string;
  variant: ButtonProps['variant'];
  /** The danger button's text once asked, e.g. "Delete now". */
  confirmLabel: string;
  confirmAriaLabel: string;
  busy: boolean;
  busyText: string;
  onConfirm: () => void;
}

/**
 * A destructive action that asks once: the button turns into "… now" plus Cancel, and only the
 * second click acts. Channels (disconnect), webhooks (delete) and API keys (revoke) all ask this
 * way, so the two-step dance lives here rather than in each row.
 */
export function ConfirmButton(p: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <>
      <Button
        variant="danger"
        busy={p.busy}
        busyText={p.busyText}
        aria-label={p.confirmAriaLabel}
        onClick={p.onConfirm}
      >
        {p.confirmLabel}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
    </>
  ) : (
    <Button variant={p.variant} aria-label={p.ariaLabel} onClick={() => setConfirming(true)}>
      {p.label}
    </Button>
  );
}
