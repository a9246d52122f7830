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

/**
 * Clicks (bars, left axis) and sales (line, right axis) per day, each axis labelled; the figures are
 * also in the table below for screen readers.
 */
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
        <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 16, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis
            dataKey="day"
            tickFormatter={shortDay}
            tick={{ fontSize: 12 }}
            minTickGap={16}
            label={{
              value: 'Day (UTC)',
              position: 'insideBottom',
              offset: -12,
              fontSize: 12,
              fill: '#475569',
            }}
          />
          <YAxis
            yAxisId="clicks"
            allowDecimals={false}
            tick={{ fontSize: 12 }}
            label={{ value: 'Clicks', angle: -90, position: 'insideLeft', fontSize: 12, fill: '#475569' }}
          />
          <YAxis
            yAxisId="sales"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 12 }}
            label={{ value: 'Sales', angle: 90, position: 'insideRight', fontSize: 12, fill: '#475569' }}
          />
          <Tooltip labelFormatter={(d) => shortDay(String(d))} />
          <Legend verticalAlign="top" />
          <Bar yAxisId="clicks" dataKey="clicks" name="Clicks" fill="#6366f1" radius={[4, 4, 0, 0]} />
          <Line yAxisId="sales" dataKey="sales" name="Sales" stroke="#059669" strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
