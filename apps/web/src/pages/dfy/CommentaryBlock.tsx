import { Copy } from 'lucide-react';
import { copyText } from '../../components/video/media-actions.ts';

/** The social commentary of a done-for-you card, with its Copy button. */
export function CommentaryBlock({ commentary, productName }: { commentary: string; productName: string }) {
  return (
    <div>
      <div className="mb-1 flex items-center justify-between">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Social Commentary</p>
        <button
          type="button"
          aria-label={`Copy commentary for ${productName}`}
          onClick={() => void copyText(commentary, 'Commentary copied to clipboard')}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-600 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          <Copy aria-hidden="true" className="h-4 w-4" /> Copy
        </button>
      </div>
      <p className="line-clamp-4 text-sm whitespace-pre-wrap text-slate-700">{commentary}</p>
    </div>
  );
}
