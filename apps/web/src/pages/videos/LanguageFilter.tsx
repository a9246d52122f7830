import { type LanguageCode, languageByCode, type MyVideo } from '@adreel/contracts';

/** The languages the user's videos are in, in first-seen order (English for videos from before languages). */
export function videoLanguages(videos: readonly MyVideo[]): LanguageCode[] {
  return [...new Set(videos.map((v) => v.language ?? 'en'))];
}

/** Narrows My Videos to one language (issue 25); shown once the videos speak more than one. */
export function LanguageFilter({
  languages,
  value,
  onChange,
}: {
  languages: readonly LanguageCode[];
  value: LanguageCode | 'all';
  onChange: (value: LanguageCode | 'all') => void;
}) {
  if (languages.length < 2) return null;
  return (
    <div className="mb-4 flex items-center gap-2">
      <label htmlFor="my-videos-language" className="text-sm font-semibold text-slate-700">
        Language
      </label>
      <select
        id="my-videos-language"
        value={value}
        onChange={(e) => onChange(e.target.value as LanguageCode | 'all')}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-brand-500 focus:outline-none"
      >
        <option value="all">All languages</option>
        {languages.map((code) => (
          <option key={code} value={code}>
            {languageByCode(code)?.name ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}
