import type { StockCredit } from '@adreel/contracts';
import { Film } from 'lucide-react';

const LINK = 'font-medium text-indigo-700 underline-offset-2 hover:underline';

/**
 * Who made the stock clips the video shows (issue 36): Pexels asks that its videographers be
 * credited. Nothing when the video shows none; the demo's stand-in credits itself by name.
 */
export function StockCredits({ credits }: { credits: StockCredit[] }) {
  if (credits.length === 0) return null;
  return (
    <section
      aria-labelledby="stock-credits"
      data-testid="stock-credits"
      className="mt-4 text-sm text-slate-600"
    >
      <h3 id="stock-credits" className="mb-1 flex items-center gap-1.5 font-semibold text-slate-700">
        <Film aria-hidden="true" className="h-4 w-4" />
        Stock footage
      </h3>
      <ul className="space-y-1">
        {credits.map((c) => (
          <li key={c.clipId} className="break-words">
            {c.pageUrl ? (
              <a href={c.pageUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
                Video
              </a>
            ) : (
              'Video'
            )}{' '}
            by{' '}
            {c.authorUrl ? (
              <a href={c.authorUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
                {c.author}
              </a>
            ) : (
              c.author
            )}{' '}
            on Pexels
          </li>
        ))}
      </ul>
    </section>
  );
}
