import { PlugZap } from 'lucide-react';
import { useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { Card } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { usePublicConfig } from '../../lib/public-config.ts';
import { useScrollToFragment } from '../../lib/use-scroll-to-fragment.ts';
import { ClickBankSection } from './ClickBankSection.tsx';
import { DigistoreIpnSettings } from './DigistoreIpnSettings.tsx';
import { DirectLinksSetting } from './DirectLinksSetting.tsx';
import { IntegrationList } from './IntegrationList.tsx';
import { NetworksSection } from './networks/NetworksSection.tsx';
import { PostbackSettings } from './PostbackSettings.tsx';

/**
 * Settings → Integrations (the target of every demo badge): each outside service, whether it is
 * connected or its offline stand-in runs and what the stand-in does, in the marketer's words; the
 * `.env` variables to set sit behind a disclosure for the person who runs AdReel.
 */
export function IntegrationsSection() {
  const headingId = useId();
  const config = usePublicConfig();
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = config.isSuccess;

  useScrollToFragment(ref, hash === '#integrations', loaded);

  return (
    <section id="integrations" ref={ref} aria-labelledby={headingId} className="scroll-mt-20">
      <Card>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <PlugZap aria-hidden="true" className="h-5 w-5 text-brand-600" />
          Integrations
        </h2>
        <p className="mt-3 text-sm text-slate-600">
          AdReel works without any outside service: until one is connected, a built-in stand-in does its job,
          and every screen showing its output carries a badge. Whoever runs AdReel for you can connect them.
        </p>
        {config.isLoading ? (
          <Spinner className="mt-4 h-5 w-5 text-brand-600" label="Loading integrations..." />
        ) : config.isError ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            Failed to load the integrations. Reload the page to try again.
          </p>
        ) : (
          <IntegrationList integrations={config.data?.integrations ?? []} />
        )}
      </Card>
      <PostbackSettings />
      <DirectLinksSetting />
      <DigistoreIpnSettings />
      <ClickBankSection />
      <NetworksSection />
    </section>
  );
}
