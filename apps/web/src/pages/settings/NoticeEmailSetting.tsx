import { Mail } from 'lucide-react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { useNoticeSettingsQuery, useSaveNoticeSettingsMutation } from '../../queries/notifications.ts';
import { SettingToggle } from './SettingToggle.tsx';

/** Settings → Account: whether each notice of the bell (post published or failed, campaign finished) is e-mailed too. */
export function NoticeEmailSetting() {
  const settings = useNoticeSettingsQuery();
  const save = useSaveNoticeSettingsMutation({
    onSuccess: (s) =>
      void toast.success(s.emailNotices ? 'Notices are e-mailed to you' : 'Notices stay in the app'),
    onError: (error) => toast.error(errorMessage(error, 'The setting could not be saved.')),
  });
  return (
    <SettingToggle
      icon={Mail}
      title="Notices by e-mail"
      checked={save.isPending ? save.variables.emailNotices : !!settings.data?.emailNotices}
      disabled={!settings.isSuccess || save.isPending}
      onChange={(emailNotices) => save.mutate({ emailNotices })}
    >
      E-mail me each notice from the bell: when a post publishes or fails, and when a campaign finishes.
      Without a mail server set up (SMTP_URL), the e-mails wait in the dev outbox instead.
    </SettingToggle>
  );
}
