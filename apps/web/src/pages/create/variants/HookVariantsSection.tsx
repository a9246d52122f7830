import type { CreateVideoBody, Scene } from '@adreel/contracts';
import { GitCompare } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Card } from '../../../components/ui/Card.tsx';
import { inputClass } from '../../../components/ui/Field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useCreateVariantsMutation } from '../../../queries/videos.ts';
import { planProblem, variantPlan } from './plan.ts';

const NO_HOOKS: Scene[] = [];

/**
 * Hook variants (A/B) on the review page: the writer's alternative first scenes, each with a
 * checkbox and editable text. "Create N variants" renders one video per ticked version; every
 * scene after the first is shared, so the extra videos come mostly from the render cache.
 */
export function HookVariantsSection({ body, disabled }: { body: CreateVideoBody; disabled?: boolean }) {
  const navigate = useNavigate();
  const given = body.content.hooks;
  const proposed = given ?? NO_HOOKS;
  const [texts, setTexts] = useState<string[]>(() => proposed.map((h) => h.audio.voiceover));
  const [selected, setSelected] = useState<Set<number>>(() => new Set(proposed.map((_, i) => i + 1)));
  const [includeOriginal, setIncludeOriginal] = useState(true);
  // A regenerated script brings new hooks: start again from them.
  const [seen, setSeen] = useState(given);
  if (seen !== given) {
    setSeen(given);
    setTexts(proposed.map((h) => h.audio.voiceover));
    setSelected(new Set(proposed.map((_, i) => i + 1)));
  }

  const create = useCreateVariantsMutation({
    onSuccess: (res) => {
      // Past the concurrent render limit the rest wait for a slot (issue 26): say so, it is no failure.
      const waiting = res.videos.filter((v) => v.status === 'queued').length;
      toast.success(
        waiting
          ? `${res.videos.length} variants created: ${res.videos.length - waiting} rendering, ${waiting} queued for a free render slot`
          : `${res.videos.length} variants started!`,
      );
      navigate('/videos');
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to create the variants')),
  });
  const creating = create.isPending || create.isSuccess;

  if (proposed.length === 0) {
    return (
      <Card className="mt-8 min-w-0">
        <h2 className="text-lg font-semibold text-slate-900">Hook variants</h2>
        <p className="mt-2 text-sm text-slate-600">
          This script has no alternative hooks. Regenerate it to get three first scenes to A/B test.
        </p>
      </Card>
    );
  }

  const plan = variantPlan(selected, includeOriginal);
  const emptyIndex = [...selected].find((n) => !texts[n - 1]?.trim());
  const problem = planProblem(plan, emptyIndex ?? null);
  const original = body.content.reelScript.scenes[0]?.audio.voiceover ?? '';

  function toggle(n: number, on: boolean) {
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(n);
      else next.delete(n);
      return next;
    });
  }

  function submit() {
    const hooks: Scene[] = proposed.map((h, i) => ({
      ...h,
      audio: { ...h.audio, voiceover: texts[i]?.trim() || h.audio.voiceover },
    }));
    create.mutate({
      ...body,
      content: { ...body.content, hooks },
      hooks: plan.filter((p) => p.hook > 0).map((p) => p.hook),
      includeOriginal,
    });
  }

  return (
    <Card className="mt-8 min-w-0">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <GitCompare aria-hidden="true" className="h-5 w-5 text-brand-600" />
        Hook variants
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Test different first scenes: each ticked version becomes its own video with its own tracked link, and
        Performance compares them side by side.
      </p>
      <fieldset className="mt-4 space-y-3" disabled={disabled || creating}>
        <legend className="sr-only">Versions to render</legend>
        <VersionRow
          letter={plan.find((p) => p.hook === 0)?.label}
          title="Original first scene"
          checked={includeOriginal}
          onCheck={setIncludeOriginal}
        >
          <p className="text-sm text-slate-700">{original}</p>
        </VersionRow>
        {proposed.map((_, i) => {
          const n = i + 1;
          return (
            <VersionRow
              key={n}
              letter={plan.find((p) => p.hook === n)?.label}
              title={`Hook ${n}`}
              checked={selected.has(n)}
              onCheck={(on) => toggle(n, on)}
            >
              <HookText
                label={`Hook ${n} text`}
                value={texts[i] ?? ''}
                onChange={(v) => setTexts((t) => t.map((x, j) => (j === i ? v : x)))}
              />
            </VersionRow>
          );
        })}
      </fieldset>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {problem ? <p className="text-sm text-slate-500">{problem}</p> : null}
        <Button
          variant="secondary"
          onClick={submit}
          disabled={disabled || problem !== null}
          busy={creating}
          busyText="Creating variants..."
          icon={<GitCompare aria-hidden="true" className="h-4 w-4" />}
        >
          {`Create ${plan.length} variants`}
        </Button>
      </div>
    </Card>
  );
}

function VersionRow({
  letter,
  title,
  checked,
  onCheck,
  children,
}: {
  letter: string | undefined;
  title: string;
  checked: boolean;
  onCheck: (on: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      data-testid="hook-variant"
      className={`rounded-xl p-3 ring-1 ${checked ? 'bg-brand-50/60 ring-brand-200' : 'bg-white ring-slate-200'}`}
    >
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
        />
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {title}
        </label>
        {letter ? (
          <span className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
            Variant {letter}
          </span>
        ) : null}
      </div>
      <div className="mt-2 pl-7">{children}</div>
    </div>
  );
}

function HookText({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={600}
        className={`${inputClass} text-sm`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
