import { FlaskConical, RotateCcw, ShoppingCart } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useSimulateSaleMutation } from '../../queries/performance.ts';

/**
 * Sandbox marketplace only: the stand-in Digistore24 sells through one of the user's tracked links as
 * the real one does (the S2S postback with the latest click's id, and the signed IPN when a passphrase
 * is saved), so the whole loop (click → sale → this page) can be tried offline.
 */
export function SandboxSaleCard() {
  const [link, setLink] = useState('');
  const simulate = useSimulateSaleMutation({
    onSuccess: (res, body) => {
      if (res.status !== 200)
        return void toast.error(`Your postback URL answered ${res.status}: ${res.answer}`);
      if (res.ipn && res.ipn.status !== 200)
        return void toast.error(`Your IPN address answered ${res.ipn.status}: ${res.ipn.answer}`);
      toast.success(
        body.event === 'on_refund' ? `Order ${res.orderId} refunded` : `Sale ${res.orderId} recorded`,
      );
    },
    onError: (error) => toast.error(errorMessage(error, 'The sandbox could not send the sale.')),
  });
  const busy = simulate.isPending ? simulate.variables.event : null;

  function send(event: 'on_payment' | 'on_refund') {
    if (!link.trim()) return void toast.error('Paste one of your tracked links first.');
    simulate.mutate({ link: link.trim(), event });
  }

  return (
    <Card className="border-l-4 border-amber-400">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <FlaskConical aria-hidden="true" className="h-5 w-5 text-amber-600" />
        Sandbox marketplace: simulate a sale
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The offline Digistore24 stand-in calls your S2S postback URL (in{' '}
        <Link to="/settings#postback" className="font-semibold text-brand-700 underline">
          Settings → Digistore24 sales for affiliates
        </Link>
        ) as the real one does after a purchase, with the id of the link's latest click, and also your IPN
        address if you saved an IPN passphrase.
      </p>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          send('on_payment');
        }}
      >
        <div className="flex-1">
          <TextField
            label="Tracked link or campaign key"
            placeholder="https://…/go/Ab3dE9xQ12 or Ab3dE9xQ12"
            value={link}
            onChange={(e) => setLink(e.target.value)}
          />
        </div>
        <Button
          type="submit"
          busy={busy === 'on_payment'}
          disabled={busy !== null}
          icon={<ShoppingCart aria-hidden="true" className="h-4 w-4" />}
        >
          Simulate sale
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'on_refund'}
          disabled={busy !== null}
          onClick={() => send('on_refund')}
          icon={<RotateCcw aria-hidden="true" className="h-4 w-4" />}
        >
          Simulate refund
        </Button>
      </form>
    </Card>
  );
}
