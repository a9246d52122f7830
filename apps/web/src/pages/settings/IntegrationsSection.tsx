import type { Integration } from '@adreel/contracts';
import { CheckCircle2, FlaskConical, PlugZap } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { Card } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { usePublicConfig } from '../../lib/public-config.ts';
import { DigistoreIpnSettings } from './DigistoreIpnSettings.tsx';

/**
 * Settings → Integrations (the target of every demo badge): each outside service, whether it is
 * connected or its offline stand-in runs, what the stand-in does, and the `.env` variable to set.
 */
export function IntegrationsSection() {
  const headingId = useId();
  const config = usePublicConfig();
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = config.isSuccess;

  // Client-side navigation does not scroll to a #fragment by itself; do it once the list is there.
  useEffect(() => {
    if (hash === '#integrations' && loaded) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  return (
    <section id="integrations" ref={ref} aria-labelledby={headingId} className="scroll-mt-20">
      <Card>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <PlugZap aria-hidden="true" className="h-5 w-5 text-brand-600" />
          Integrations
        </h2>
        <p className="mt-3 text-sm text-slate-600">
          AdReel runs without any outside service: until a service&apos;s key is set, a built-in stand-in does
          its job and every screen showing its output carries a badge. To turn a service on, set its variable
          in the <code className="rounded bg-slate-100 px-1 font-mono text-xs text-slate-800">.env</code> file
          (see{' '}
          <code className="rounded bg-slate-100 px-1 font-mono text-xs text-slate-800">.env.example</code>)
          and restart AdReel.
        </p>
        {config.isLoading ? (
          <Spinner className="mt-4 h-5 w-5 text-brand-600" label="Loading integrations..." />
        ) : config.isError ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            Failed to load the integrations. Reload the page to try again.
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {(config.data?.integrations ?? []).map((integration) => (
              <IntegrationRow key={integration.id} integration={integration} />
            ))}
          </ul>
        )}
      </Card>
      <DigistoreIpnSettings />
    </section>
  );
}

function EnvVar({ name }: { name: string }) {
  return (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-900">
      {name}
    </code>
  );
}

/** "A", "A and B", "A, B and C" with each name as code. */
function EnvVarList({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name, i) => (
        <span key={name}>
          {i === 0 ? null : i === names.length - 1 ? ' and ' : ', '}
          <EnvVar name={name} />
        </span>
      ))}
    </>
  );
}

function IntegrationRow({ integration }: { integration: Integration }) {
  const { name, connected, standIn, provides, envVars, optionalEnvVars } = integration;
  return (
    <li data-testid={`integration-${integration.id}`} className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        {connected ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
            <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
            Connected
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
            <FlaskConical aria-hidden="true" className="h-3.5 w-3.5" />
            Offline stand-in
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{connected ? provides : standIn}</p>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        {connected ? 'Turned on by ' : 'To turn it on, set '}
        <EnvVarList names={envVars} />
        {connected ? '.' : ' in .env.'}
        {optionalEnvVars.length ? (
          <span className="text-slate-600">
            {' '}
            Optional: <EnvVarList names={optionalEnvVars} />.
          </span>
        ) : null}
      </p>
    </li>
  );
}
