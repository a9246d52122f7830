import type { PerformanceDay } from '@adreel/contracts';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Clicks (bars) and sales (line) per day; the figures are also in the table below for screen readers. */
export function PerformanceChart({ days }: { days: PerformanceDay[] }) {
  const clicks = days.reduce((n, d) => n + d.clicks, 0);
  const sales = days.reduce((n, d) => n + d.sales, 0);
  return (
    <figure
      className="h-72 w-full"
      role="img"
      aria-label={`Clicks and sales per day: ${clicks} clicks and ${sales} sales in ${days.length} days`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis yAxisId="clicks" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis yAxisId="sales" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip labelFormatter={(d) => shortDay(String(d))} />
          <Legend />
          <Bar yAxisId="clicks" dataKey="clicks" name="Clicks" fill="#6366f1" radius={[4, 4, 0, 0]} />
          <Line yAxisId="sales" dataKey="sales" name="Sales" stroke="#059669" strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
