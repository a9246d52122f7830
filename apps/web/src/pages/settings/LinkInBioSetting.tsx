import { HANDLE_MAX, HANDLE_RULE, handleProblem, normalHandle } from '@adreel/contracts';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useHandleQuery, useSetHandleMutation } from './api.ts';
import { CopyUrlField } from './CopyUrlField.tsx';

/**
 * Settings → Account: the link-in-bio handle (issue 32 item 4). TikTok and Instagram captions say
 * "link in bio"; the page at /u/{handle} lists the offers of the latest published posts, each button
 * crediting its post. No handle, no page.
 */
export function LinkInBioSetting() {
  const current = useHandleQuery();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const saved = current.data?.handle ?? null;
  useEffect(() => setText(saved ?? ''), [saved]);
  const save = useSetHandleMutation({
    onSuccess: (r) => void toast.success(r.handle ? 'Your link-in-bio page is live' : 'Handle removed'),
    onError: (error) => toast.error(errorMessage(error, 'The handle could not be saved.')),
  });
  const wanted = normalHandle(text);
  const problem = wanted === '' ? null : handleProblem(wanted);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!problem) save.mutate(wanted === '' ? null : wanted);
  }

  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">Link in bio</h3>
      <p className="mt-1 text-sm text-slate-600">
        TikTok and Instagram captions cannot carry links, so those posts say “link in bio”. Put your page’s
        address in those profiles’ bio: it lists the offers of your latest published posts.
      </p>
      <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="sm:flex-1">
          <TextField
            label="Handle"
            hint={touched && problem ? undefined : HANDLE_RULE}
            value={text}
            maxLength={HANDLE_MAX + 10}
            autoComplete="off"
            spellCheck={false}
            disabled={!current.isSuccess}
            error={touched ? (problem ?? undefined) : undefined}
            onChange={(e) => {
              setTouched(true);
              setText(e.target.value);
            }}
          />
        </div>
        <Button
          type="submit"
          className="sm:mt-7"
          disabled={!current.isSuccess || wanted === (saved ?? '')}
          busy={save.isPending}
          busyText="Saving..."
        >
          {wanted === '' && saved ? 'Remove handle' : 'Save handle'}
        </Button>
      </form>
      {current.data?.pageUrl ? (
        <div className="mt-4 space-y-2">
          <CopyUrlField
            label="Your link-in-bio page"
            url={current.data.pageUrl}
            copyLabel="Copy link"
            copyAriaLabel="Copy your link-in-bio page address"
          />
          <a
            href={current.data.pageUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            Open my page
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-500">No handle yet, so there is no page.</p>
      )}
    </div>
  );
}
