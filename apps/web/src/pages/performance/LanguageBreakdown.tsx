import { type LanguagePerformance, languageName } from '@adreel/contracts';
import { BreakdownTable } from '../../components/performance/BreakdownTable.tsx';
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
      <BreakdownTable
        label="Performance by language"
        columns={['Language', 'Videos', 'Clicks', 'Sales', 'Conversion', 'Earnings']}
        rowTestId="language-row"
        rows={languages.map((l) => ({
          key: l.language,
          label: languageName(l.language),
          cells: [l.videos, l.clicks, l.sales, percent(l.conversionRate), money(l.earnings, currency)],
        }))}
      />
    </Card>
  );
}
