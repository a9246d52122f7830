import { Link2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { useLinkSettingsQuery, useSaveLinkSettingsMutation } from '../../queries/links.ts';
import { SettingToggle } from './SettingToggle.tsx';

/**
 * Settings → Integrations: share new Digistore24 links as the promolink itself (Digistore24's help
 * advises affiliates against URL shorteners). Sales still come back by campaign key; the clicks of
 * such links are counted in Digistore24's reports. QR codes and traffic shares keep the /go/ link.
 */
export function DirectLinksSetting() {
  const settings = useLinkSettingsQuery();
  const save = useSaveLinkSettingsMutation({
    onSuccess: (s) =>
      void toast.success(
        s.directDigistoreLinks ? 'New links are shared direct' : 'New links use your tracked link',
      ),
    onError: (error) => toast.error(errorMessage(error, 'The setting could not be saved.')),
  });
  return (
    <SettingToggle
      icon={Link2}
      title="Direct Digistore24 links"
      checked={save.isPending ? save.variables.directDigistoreLinks : !!settings.data?.directDigistoreLinks}
      disabled={!settings.isSuccess || save.isPending}
      onChange={(directDigistoreLinks) => save.mutate({ directDigistoreLinks })}
    >
      Share my new Digistore24 links as the promolink itself (with the source's campaign key), without the
      AdReel link in front. Sales still come back to the right video or site; the clicks of these links are
      counted in Digistore24's reports, not on the Performance page. QR codes and traffic shares always keep
      the AdReel link, so their clicks are counted.
    </SettingToggle>
  );
}
