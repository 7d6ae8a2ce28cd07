import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TREND_SERIES, type TrendRow } from '../trend-view.ts';

/**
 * The overall and each part over time. Drawn at once (no animation), as the compare charts; a gap where a part was not
 * measured, and no overall point where the overall lacks a part (decision 050).
 */
export function ScoreTrendChart({ rows }: { rows: TrendRow[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="label" fontSize={11} padding={{ left: 16, right: 16 }} />
        <YAxis domain={[0, 100]} fontSize={12} />
        <Tooltip labelFormatter={(label, payload) => (payload[0]?.payload as TrendRow | undefined)?.name ?? String(label)} />
        <Legend itemSorter={null} />
        {TREND_SERIES.map((s) => (
          <Line
            key={s.key}
            isAnimationActive={false}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            stroke={s.colour}
            strokeWidth={s.key === 'Overall' ? 3 : 1.5}
            dot={{ r: s.key === 'Overall' ? 4 : 2 }}
            connectNulls={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
