import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { usePreviewHtmlQuery } from './api.ts';
import { SandboxedFrame } from './SandboxedFrame.tsx';

/** Spec §2.1 /preview/{id}: the site as visitors see it (banner, headline, links), sandboxed. */
export function PreviewPage() {
  const { id = '' } = useParams();
  const preview = usePreviewHtmlQuery(id);

  if (preview.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50 text-slate-600">
        <Spinner className="h-8 w-8 text-brand-600" label="Loading preview..." />
      </div>
    );
  }
  if (preview.isError) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
        <div className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <h1 className="text-2xl font-bold text-slate-900">Error</h1>
          <p role="alert" className="mt-2 text-slate-600">
            Failed to load preview
          </p>
          <Link
            to="/my-affiliates"
            className="mt-6 inline-block font-semibold text-brand-600 hover:text-brand-700"
          >
            Back to My Affiliates
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <h1 className="sr-only">Cloned site preview</h1>
      <SandboxedFrame
        title="Cloned site preview"
        html={preview.data}
        className="fixed inset-0 h-full w-full"
      />
    </>
  );
}
