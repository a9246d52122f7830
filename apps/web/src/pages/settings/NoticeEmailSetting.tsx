import { Mail } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Card } from '../../components/ui/Card.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useNoticeSettingsQuery, useSaveNoticeSettingsMutation } from '../notifications/api.ts';

/** Settings → Account: whether each notice of the bell (post published or failed, campaign finished) is e-mailed too. */
export function NoticeEmailSetting() {
  const id = useId();
  const settings = useNoticeSettingsQuery();
  const save = useSaveNoticeSettingsMutation({
    onSuccess: (s) =>
      void toast.success(s.emailNotices ? 'Notices are e-mailed to you' : 'Notices stay in the app'),
    onError: (error) => toast.error(errorMessage(error, 'The setting could not be saved.')),
  });
  const on = save.isPending ? save.variables.emailNotices : !!settings.data?.emailNotices;
  return (
    <Card className="mt-4">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Mail aria-hidden="true" className="h-5 w-5 text-brand-600" />
        Notices by e-mail
      </h3>
      <label htmlFor={id} className="mt-3 flex items-start gap-3 text-sm text-slate-700">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={on}
          disabled={!settings.isSuccess || save.isPending}
          onChange={(e) => save.mutate({ emailNotices: e.target.checked })}
        />
        <span>
          E-mail me each notice from the bell: when a post publishes or fails, and when a campaign finishes.
          Without a mail server set up (SMTP_URL), the e-mails wait in the dev outbox instead.
        </span>
      </label>
    </Card>
  );
}
