import {
  type LanguageCode,
  type LanguageSource,
  languageReason,
  SUPPORTED_LANGUAGES,
} from '@adreel/contracts';
import { Languages } from 'lucide-react';

/**
 * The video's language (issue 25): voiceover, captions, end card words, price format and hooks all
 * follow it. Its default is the product's language, and the reason is shown beside it ("German — from
 * the product page"); picking another rewrites the script in that language.
 */
export function LanguagePicker({
  value,
  source,
  onChange,
  disabled,
  busy,
}: {
  value: LanguageCode;
  source: LanguageSource | null | undefined;
  onChange: (language: LanguageCode) => void;
  disabled?: boolean;
  busy?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label
        htmlFor="video-language"
        className="inline-flex items-center gap-1 text-sm font-semibold text-slate-700"
      >
        <Languages className="h-4 w-4" aria-hidden="true" />
        Language
      </label>
      <select
        id="video-language"
        data-testid="language-picker"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as LanguageCode)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-brand-500 focus:outline-none"
      >
        {SUPPORTED_LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name === l.nativeName ? l.name : `${l.name} (${l.nativeName})`}
          </option>
        ))}
      </select>
      <span data-testid="language-reason" className="text-xs text-slate-600" aria-live="polite">
        {busy ? 'Rewriting the script…' : languageReason(value, source)}
      </span>
    </div>
  );
}
