import type { LanguageCode, VoiceId, VoiceListItem } from '@adreel/contracts';
import { Play, Square } from 'lucide-react';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useVoicesQuery } from '../api.ts';
import { usePreviewPlayer } from './usePreviewPlayer.ts';

/**
 * The voiceover voice: a radio group of the voices this server offers, each with a play/stop button
 * for its preview clip. Offline (flite, espeak-ng) voices carry an "Offline voice" label so nobody takes them
 * for AI voices; the AI voices appear only when the server has a speech key.
 */
export function VoicePicker({
  value,
  onChange,
  language,
  disabled,
}: {
  value: VoiceId;
  onChange: (id: VoiceId) => void;
  /** Only voices that speak the video's language, previews read in it (issue 25). */
  language?: LanguageCode;
  disabled?: boolean;
}) {
  const voices = useVoicesQuery(language);
  const onError = useCallback(
    () => toast.error('The voice preview could not be played. Please try again.', { id: 'voice-preview' }),
    [],
  );
  const player = usePreviewPlayer(onError);
  const list = voices.data?.voices ?? [];
  const onlyOffline = list.length > 0 && list.every((v) => v.offline);

  return (
    <fieldset disabled={disabled} className="min-w-0" aria-busy={voices.isPending}>
      <legend className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Voice</legend>
      {voices.isPending ? (
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className="block h-20 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : voices.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The voices could not be loaded.{' '}
          <button
            type="button"
            onClick={() => voices.refetch()}
            className="font-semibold underline hover:no-underline"
          >
            Try again
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No voices are available on this server.</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {list.map((v) => (
            <VoiceOption
              key={v.id}
              voice={v}
              selected={value === v.id}
              onSelect={() => onChange(v.id)}
              phase={player.current?.id === v.id ? player.current.phase : null}
              onPreview={() => player.toggle(v.id, v.preview_url)}
            />
          ))}
        </ul>
      )}
      {onlyOffline ? (
        <p className="mt-2 text-xs text-slate-600">
          Only the built-in offline voices are available here. AI voices appear once they are turned on in
          Settings → Integrations.
        </p>
      ) : null}
    </fieldset>
  );
}

function VoiceOption({
  voice,
  selected,
  onSelect,
  phase,
  onPreview,
}: {
  voice: VoiceListItem;
  selected: boolean;
  onSelect: () => void;
  phase: 'loading' | 'playing' | null;
  onPreview: () => void;
}) {
  const descId = `voice-${voice.id.replace(':', '-')}-desc`;
  return (
    <li
      className={`flex items-start gap-2 rounded-xl p-2 text-sm ring-1 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
        selected ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-slate-200 hover:ring-slate-300'
      }`}
    >
      <label className="flex min-w-0 flex-1 cursor-pointer flex-col gap-1">
        <input
          type="radio"
          name="voice"
          value={voice.id}
          checked={selected}
          onChange={onSelect}
          className="sr-only"
          aria-describedby={descId}
        />
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-semibold text-slate-900">{voice.name}</span>
          {voice.offline ? (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-semibold text-amber-900 ring-1 ring-amber-300">
              Offline voice
            </span>
          ) : (
            <span className="rounded bg-brand-100 px-1.5 py-0.5 text-[11px] font-semibold text-brand-800 ring-1 ring-brand-300">
              AI voice
            </span>
          )}
        </span>
        <span id={descId} className="text-xs text-slate-600">
          {voice.description}
        </span>
      </label>
      <button
        type="button"
        onClick={onPreview}
        aria-label={phase ? `Stop preview of ${voice.name}` : `Play preview of ${voice.name}`}
        aria-busy={phase === 'loading'}
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {phase === 'loading' ? (
          <Spinner className="h-4 w-4" />
        ) : phase === 'playing' ? (
          <Square aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Play aria-hidden="true" className="h-4 w-4" />
        )}
      </button>
    </li>
  );
}
