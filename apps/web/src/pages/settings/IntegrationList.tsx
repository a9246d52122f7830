import type { Integration } from '@adreel/contracts';
import { CheckCircle2, FlaskConical } from 'lucide-react';

/**
 * The services of Settings → Integrations as the marketer sees them (connected, or what the stand-in
 * does), then the operator's instructions folded away: variable names and `.env` mean nothing to
 * someone who cannot reach the server.
 */
export function IntegrationList({ integrations }: { integrations: Integration[] }) {
  return (
    <>
      <ul className="mt-4 divide-y divide-slate-200">
        {integrations.map((integration) => (
          <IntegrationRow key={integration.id} integration={integration} />
        ))}
      </ul>
      <OperatorSetup integrations={integrations} />
    </>
  );
}

function IntegrationRow({ integration }: { integration: Integration }) {
  const { name, connected, standIn, provides } = integration;
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
    </li>
  );
}

const CODE = 'rounded bg-slate-100 px-1 font-mono text-xs font-semibold text-slate-900';

/** "A", "A and B", "A, B and C" with each name as code. */
function EnvVarList({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name, i) => (
        <span key={name}>
          {i === 0 ? null : i === names.length - 1 ? ' and ' : ', '}
          <code className={CODE}>{name}</code>
        </span>
      ))}
    </>
  );
}

function OperatorSetup({ integrations }: { integrations: Integration[] }) {
  return (
    <details data-testid="operator-setup" className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900">
        For the person who runs AdReel
      </summary>
      <p className="mt-2">
        To turn a service on, set its variables in the <code className={CODE}>.env</code> file (see{' '}
        <code className={CODE}>.env.example</code>) and restart AdReel.
      </p>
      <ul className="mt-2 space-y-1">
        {integrations.map(({ id, name, connected, envVars, optionalEnvVars }) => (
          <li key={id} data-testid={`operator-${id}`} className="leading-6">
            <span className="font-medium text-slate-900">{name}</span>: {connected ? 'on with ' : 'set '}
            <EnvVarList names={envVars} />.
            {optionalEnvVars.length ? (
              <span className="text-slate-600">
                {' '}
                Optional: <EnvVarList names={optionalEnvVars} />.
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
