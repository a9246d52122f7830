import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card.tsx';

/** The ClickBank catalog before ClickBank is connected: where to connect it. */
export function ClickBankNotConnected() {
  return (
    <Card>
      <div className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <ShoppingBag aria-hidden="true" className="h-6 w-6" />
      </div>
      <h2 className="mt-4 text-xl font-bold text-slate-900">Connect ClickBank</h2>
      <p className="mt-2 text-slate-600">
        Connect your ClickBank account with its nickname and an API key: your HopLinks then carry your
        nickname and click id, and ClickBank tells AdReel about each sale.
      </p>
      <Link
        to="/settings#clickbank"
        className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Connect ClickBank in Settings
      </Link>
    </Card>
  );
}
