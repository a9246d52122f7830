import { type LanguagePerformance, languageName } from '@adreel/contracts';
import { money } from '../../components/performance/period.ts';
import { Card } from '../../components/ui/Card.tsx';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * The same ads compared across languages (issue 25): every video's tracked links summed per language,
 * shown once the user has videos in two languages or more (originals and their translations).
 */
export function LanguageBreakdown({
  languages,
  currency,
}: {
  languages: readonly LanguagePerformance[];
  currency: string | null;
}) {
  if (languages.length < 2) return null;
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-slate-900">By language</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label="Performance by language">
          <thead className="text-xs text-slate-500">
            <tr>
              {['Language', 'Videos', 'Clicks', 'Sales', 'Conversion', 'Earnings'].map((h, i) => (
                <th key={h} className={`py-1 font-medium ${i === 0 ? 'pr-4' : 'pr-4 text-right last:pr-0'}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {languages.map((l) => (
              <tr key={l.language} data-testid="language-row">
                <th scope="row" className="py-1.5 pr-4 font-medium text-slate-800">
                  {languageName(l.language)}
                </th>
                {[l.videos, l.clicks, l.sales, percent(l.conversionRate), money(l.earnings, currency)].map(
                  (cell, i) => (
                    <td key={i} className="py-1.5 pr-4 text-right last:pr-0">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
