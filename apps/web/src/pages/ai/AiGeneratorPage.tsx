import {
  AI_CONTENT_INPUT_MAX,
  AI_CONTENT_PAGES,
  type AiContentKind,
  type LanguageCode,
  SUPPORTED_LANGUAGES,
} from '@adreel/contracts';
import { Copy, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { DemoBadges } from '../../components/ui/DemoBadge.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { copyText } from '../../components/video/media-actions.ts';
import { useGenerateContentMutation } from './api.ts';

/** One page per AI generator (spec §2.22): one input, a submit control and a result box. */
export function AiGeneratorPage({ kind }: { kind: AiContentKind }) {
  const texts = AI_CONTENT_PAGES[kind];
  const inputId = useId();
  const [input, setInput] = useState('');
  // Empty: the language of the input (or of the linked page); else the one picked (issue 25).
  const [language, setLanguage] = useState<LanguageCode | ''>('');
  const languageId = useId();
  // Kept apart from the mutation's data so the last result stays on screen while the next is written.
  const [result, setResult] = useState('');
  // Pressing again on the same input asks for the next variant; a new input starts over at 0.
  const [lastPress, setLastPress] = useState<{ input: string; seed: number } | null>(null);
  const generate = useGenerateContentMutation(kind, { onSuccess: (res) => setResult(res.result) });
  // A new submit clears the message; only the latest attempt's failure shows.
  const error = generate.isError ? texts.error : '';

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const text = input.trim();
    if (!text) return;
    const seed = lastPress?.input === text ? lastPress.seed + 1 : 0;
    setLastPress({ input: text, seed });
    generate.mutate({ input, seed, ...(language ? { language } : {}) });
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={texts.title} subtitle="Free Bonus: AI Content Generator" />
      <DemoBadges services={['writer']} />
      <Card>
        <form onSubmit={onSubmit} className="space-y-4">
          <div>
            <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
              {texts.label}
            </label>
            <textarea
              id={inputId}
              name="input"
              required
              rows={kind === 'article' ? 4 : 3}
              maxLength={AI_CONTENT_INPUT_MAX}
              value={input}
              placeholder={texts.placeholder}
              onChange={(e) => setInput(e.target.value)}
              className={inputClass}
            />
            <p className="mt-1 text-right text-xs text-slate-500">
              {input.length}/{AI_CONTENT_INPUT_MAX.toLocaleString('en-US')}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={languageId} className="text-sm font-medium text-slate-700">
              Write in
            </label>
            <select
              id={languageId}
              value={language}
              onChange={(e) => setLanguage(e.target.value as LanguageCode | '')}
              className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
            >
              <option value="">The language of the input</option>
              {SUPPORTED_LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="submit"
            busy={generate.isPending}
            busyText="Generating..."
            icon={<Sparkles aria-hidden="true" className="h-4 w-4" />}
            className="w-full sm:w-auto"
          >
            {texts.submit}
          </Button>
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      </Card>
      {result ? (
        <Card className="mt-6">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-slate-900">Result</h2>
            <Button
              variant="secondary"
              icon={<Copy aria-hidden="true" className="h-4 w-4" />}
              onClick={() => void copyText(result, 'Copied to clipboard')}
            >
              Copy
            </Button>
          </div>
          <output
            aria-label="Result"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must be able to scroll a long result (WCAG 2.1.1).
            tabIndex={0}
            className="block max-h-[32rem] overflow-auto rounded-lg bg-slate-50 p-4 text-sm leading-relaxed whitespace-pre-wrap text-slate-800"
          >
            {result}
          </output>
        </Card>
      ) : null}
    </div>
  );
}
