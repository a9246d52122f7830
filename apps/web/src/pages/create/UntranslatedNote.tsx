import type { Scene } from '@adreel/contracts';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { untranslatedNotice, untranslatedSummary } from './untranslated.ts';

/**
 * Under a line the translation could not write in the video's language (issue 33): says so, and
 * offers to edit it or keep it as it is (kept, it is spoken and captioned as written).
 */
export function UntranslatedNote({ scene, n, onEdit }: { scene: Scene; n: number; onEdit(): void }) {
  const [kept, setKept] = useState(false);
  const notice = untranslatedNotice(scene);
  if (!notice) return null;
  return (
    <div
      role="note"
      aria-label={`Scene ${n} is not translated`}
      data-testid="untranslated-note"
      className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <Languages className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        {kept ? 'Kept as it is: this line will be spoken and captioned as written.' : notice}
      </span>
      {kept ? null : (
        <span className="flex gap-2">
          <Button
            variant="secondary"
            className="px-3 py-1"
            onClick={onEdit}
            aria-label={`Edit it (scene ${n})`}
          >
            Edit it
          </Button>
          <Button
            variant="ghost"
            className="px-3 py-1"
            onClick={() => setKept(true)}
            aria-label={`Keep it (scene ${n})`}
          >
            Keep it
          </Button>
        </span>
      )}
    </div>
  );
}

/** Above the scenes: which lines the translation left in another language, so none goes unseen. */
export function UntranslatedSummary({ scenes }: { scenes: readonly Scene[] }) {
  const summary = untranslatedSummary(scenes);
  if (!summary) return null;
  return (
    <p
      role="status"
      data-testid="untranslated-summary"
      className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      {summary}
    </p>
  );
}
