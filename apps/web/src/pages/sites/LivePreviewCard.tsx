import { Card } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { SandboxedFrame } from './SandboxedFrame.tsx';

/** The editor's preview pane: a spinner until the first render, then the page in a sandboxed frame. */
export function LivePreviewCard({ html }: { html: string | null }) {
  return (
    <Card className="!p-0 overflow-hidden">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2 text-sm text-slate-600">
        <span>Preview</span>
        {html === null ? <Spinner className="h-4 w-4 text-brand-600" /> : null}
      </div>
      {html === null ? (
        <div className="flex h-[70vh] items-center justify-center text-slate-500">
          <Spinner className="h-6 w-6 text-brand-600" label="Loading preview..." />
        </div>
      ) : (
        <SandboxedFrame title="Site preview" html={html} className="h-[70vh] w-full" />
      )}
    </Card>
  );
}
