import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card.tsx';

const POINTS = [
  'Ready-made money sites for top marketplace offers',
  'Your affiliate link plugged into every order button',
  'A 24-hour countdown banner that drives urgency',
  'One-click publishing and sharing',
];

export function InstantIncomePage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <section className="rounded-3xl bg-gradient-to-br from-indigo-600 to-fuchsia-600 p-8 text-white shadow-lg">
        <p className="text-sm font-semibold tracking-wider uppercase opacity-80">Instant Income Edition</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Publish affiliate money sites in minutes</h1>
        <p className="mt-3 max-w-2xl text-indigo-50">
          Pick an offer, plug in your affiliate link and publish a high-converting page with a live countdown.
        </p>
        <p className="mt-6 text-4xl font-extrabold">
          $1,497 <span className="text-base font-medium opacity-80">value</span>
        </p>
      </section>
      <Card>
        <ul className="grid gap-3 sm:grid-cols-2">
          {POINTS.map((p) => (
            <li key={p} className="flex gap-2 text-slate-700">
              <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-500" /> {p}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">
          Backed by our 30-day guarantee of $1,000 plus a $500 bonus.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/instant-money-sites"
            className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Open Instant Money Sites
          </Link>
          <Link
            to="/instant-income-training"
            className="rounded-lg px-4 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            Watch the training
          </Link>
        </div>
      </Card>
    </div>
  );
}
