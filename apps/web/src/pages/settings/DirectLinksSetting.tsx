import { Link2 } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Card } from '../../components/ui/Card.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useLinkSettingsQuery, useSaveLinkSettingsMutation } from '../links/api.ts';

/**
 * Settings → Integrations: share new Digistore24 links as the promolink itself (Digistore24's help
 * advises affiliates against URL shorteners). Sales still come back by campaign key; the clicks of
 * such links are counted in Digistore24's reports. QR codes and traffic shares keep the /go/ link.
 */
export function DirectLinksSetting() {
  const id = useId();
  const settings = useLinkSettingsQuery();
  const save = useSaveLinkSettingsMutation({
    onSuccess: (s) =>
      void toast.success(
        s.directDigistoreLinks ? 'New links are shared direct' : 'New links use your tracked link',
      ),
    onError: (error) => toast.error(errorMessage(error, 'The setting could not be saved.')),
  });
  const on = save.isPending ? save.variables.directDigistoreLinks : !!settings.data?.directDigistoreLinks;
  return (
    <Card className="mt-4">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Link2 aria-hidden="true" className="h-5 w-5 text-brand-600" />
        Direct Digistore24 links
      </h3>
      <label htmlFor={id} className="mt-3 flex items-start gap-3 text-sm text-slate-700">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={on}
          disabled={!settings.isSuccess || save.isPending}
          onChange={(e) => save.mutate({ directDigistoreLinks: e.target.checked })}
        />
        <span>
          Share my new Digistore24 links as the promolink itself (with the source's campaign key), without the
          AdReel link in front. Sales still come back to the right video or site; the clicks of these links
          are counted in Digistore24's reports, not on the Performance page. QR codes and traffic shares
          always keep the AdReel link, so their clicks are counted.
        </span>
      </label>
    </Card>
  );
}
