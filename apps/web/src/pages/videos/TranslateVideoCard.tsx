import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  languageByCode,
  languageName,
  translationTargets,
} from '@adreel/contracts';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useCreateTranslationsMutation, useTranslationScriptMutation, useVideoTranslations } from './api.ts';

/**
 * "Make it in another language" on a finished video (issue 25 item 5): pick languages, AdReel writes
 * one script per language, and each opens on the review page; their renders reuse this video's visuals.
 */
export function TranslateVideoCard({ videoId, language }: { videoId: string; language?: LanguageCode }) {
  const own = language ?? DEFAULT_LANGUAGE;
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<LanguageCode[]>([]);
  const navigate = useNavigate();
  const made = useVideoTranslations(videoId).data;
  const translate = useCreateTranslationsMutation(videoId, {
    onSuccess: (result) => {
      setOpen(false);
      setPicked([]);
      const ready = result.translations.filter((t) => t.status === 'completed').length;
      toast.success(ready === 1 ? 'Translation ready to review' : `${ready} translations ready to review`);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to translate the video')),
  });
  const review = useTranslationScriptMutation({
    onSuccess: (script) => navigate('/script-review', { state: { script } }),
    onError: () => toast.error('Failed to open the translation'),
  });
  const toggle = (code: LanguageCode) =>
    setPicked((p) => (p.includes(code) ? p.filter((c) => c !== code) : [...p, code]));

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Make it in another language</h2>
          <p className="mt-1 text-sm text-slate-600">
            The same ad, translated and voiced; the pictures and music are reused, so it renders fast.
          </p>
        </div>
        <Button
          variant="secondary"
          icon={<Languages aria-hidden="true" className="h-4 w-4" />}
          onClick={() => setOpen(true)}
        >
          Make it in another language
        </Button>
      </div>
      {made?.translations.length ? (
        <ul className="mt-4 space-y-2" aria-label="Translations">
          {made.translations.map((t) => (
            <li key={t.scriptId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="font-medium text-slate-800">{languageName(t.language)}</span>
              {t.status === 'completed' ? (
                <Button
                  variant="secondary"
                  busy={review.isPending && review.variables === t.scriptId}
                  busyText="Opening..."
                  onClick={() => review.mutate(t.scriptId)}
                >
                  Review {languageName(t.language)} script
                </Button>
              ) : (
                <span role="alert" className="text-red-700">
                  {t.message}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <Modal title="Make it in another language" onClose={() => setOpen(false)} busy={translate.isPending}>
          <fieldset>
            <legend className="text-sm text-slate-600">
              This video is in {languageName(own)}. Pick the languages to make it in:
            </legend>
            <div className="mt-3 grid grid-cols-2 gap-2">
              {translationTargets(own).map((code) => (
                <label key={code} className="flex items-center gap-2 rounded-lg p-2 ring-1 ring-slate-200">
                  <input
                    type="checkbox"
                    checked={picked.includes(code)}
                    onChange={() => toggle(code)}
                    className="h-4 w-4"
                  />
                  <span>
                    {languageName(code)}{' '}
                    <span className="text-slate-500">({languageByCode(code)?.nativeName})</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              disabled={picked.length === 0}
              busy={translate.isPending}
              busyText="Translating..."
              onClick={() => translate.mutate(picked)}
            >
              Translate
            </Button>
          </div>
        </Modal>
      ) : null}
    </Card>
  );
}
