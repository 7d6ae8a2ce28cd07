import type { Filler, TimelinePoint } from '@rehearse/contract/analysis-result';
import { Activity } from 'lucide-react';
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { formatTimestamp } from '../transcript-marks.ts';

// Charts draw at once (no animation): they show measurements, and a print or screenshot must catch them whole.

export interface TimelineChartProps {
  timeline: TimelinePoint[];
  fillers: Filler[];
  onSeek: (seconds: number) => void;
}

/** Eye contact (percent) and loudness (dBFS) over time; clicking a point seeks the recording there. */
export function TimelineChart({ timeline, fillers, onSeek }: TimelineChartProps) {
  const data = timeline.map((p) => ({
    t: p.t,
    eye: p.eye_contact === null ? null : Math.round(p.eye_contact * 1000) / 10,
    loud: p.loudness_dbfs === null ? null : Math.round(p.loudness_dbfs * 10) / 10,
  }));
  return (
    <Card>
      <CardHeader title="Timeline" icon={<Activity className="size-5" aria-hidden="true" />} description="Eye contact and loudness through the recording. Click a point to jump there; amber lines mark filler words." />
      <CardBody>
        <div className="h-72" data-testid="timeline-chart">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              data={data}
              margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
              onClick={(state) => {
                const label = Number(state.activeLabel);
                if (Number.isFinite(label)) onSeek(label);
              }}
              style={{ cursor: 'pointer' }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="t" type="number" domain={['dataMin', 'dataMax']} allowDecimals={false} tickFormatter={(v: number) => formatTimestamp(v)} fontSize={12} />
              <YAxis yAxisId="eye" domain={[0, 100]} unit="%" fontSize={12} width={48} />
              <YAxis yAxisId="loud" orientation="right" domain={[-60, 0]} unit=" dB" fontSize={12} width={56} />
              <Tooltip labelFormatter={(v) => formatTimestamp(Number(v))} />
              <Legend />
              {fillers.map((f) => (
                <ReferenceLine key={`${f.method}-${f.start}`} yAxisId="eye" x={f.start} stroke="#f59e0b" strokeOpacity={0.6} />
              ))}
              <Line isAnimationActive={false} yAxisId="eye" type="monotone" dataKey="eye" name="Eye contact" unit="%" stroke="#4f46e5" dot={false} connectNulls={false} strokeWidth={2} />
              <Line isAnimationActive={false} yAxisId="loud" type="monotone" dataKey="loud" name="Loudness" unit=" dBFS" stroke="#0d9488" dot={false} connectNulls={false} strokeWidth={1.5} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </CardBody>
    </Card>
  );
}
