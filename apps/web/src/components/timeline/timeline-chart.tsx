import type { Filler, TimeRange, TimelinePoint } from '@rehearse/contract/analysis-result';
import { stretchEyeContact } from '@rehearse/contract/eye-contact-figure';
import { Activity } from 'lucide-react';
import { CartesianGrid, Legend, Line, LineChart, ReferenceArea, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTimestamp } from '../../lib/timestamp.ts';
import { Card, CardBody, CardHeader } from '../ui/card.tsx';
import type { TimelineComment } from './comment-groups.ts';
import { CommentMarks } from './comment-marks.tsx';

// Charts draw at once (no animation): they show measurements, and a print or screenshot must catch them whole.

const MARGIN = { top: 8, right: 8, bottom: 8, left: 0 };
const EYE_AXIS_WIDTH = 48;
const LOUDNESS_AXIS_WIDTH = 56;
/** Where the plot area starts and ends inside the chart, for the comment marks under it (no eye axis: no width). */
const plotInset = (eye: boolean) => ({ left: MARGIN.left + (eye ? EYE_AXIS_WIDTH : 0), right: MARGIN.right + LOUDNESS_AXIS_WIDTH });
const COMMENT_COLOUR = '#7c3aed';

export interface TimelineChartProps {
  timeline: readonly TimelinePoint[];
  fillers: readonly Filler[];
  /** Seeks the recording; absent where there is no recording to play (the chart is then read only). */
  onSeek?: (seconds: number) => void;
  /** Time-stamped comments viewers left (decision 022), drawn as marks at their times. */
  comments?: readonly TimelineComment[];
  /** The interviewer's turns in a recording with one, greyed: their loudness is not the user's. */
  interviewerTurns?: readonly TimeRange[];
}

function descriptionOf(seekable: boolean, commented: boolean, eye: boolean): string {
  // A recording without a measured face (an audio file) has no eye contact line: the text does not promise one.
  // Eye contact is the Video Performance card's measure, second by second: a gap where the face was out of view.
  const what = eye ? 'Eye contact (while your face was in view, scored as on the Video Performance card) and loudness' : 'Loudness';
  const base = seekable ? `${what} through the recording. Click a point to jump there; amber lines mark filler words.` : `${what} through the recording; amber lines mark filler words.`;
  return commented ? `${base} Violet marks are comments: choose one to read it.` : base;
}

/** A second's eye contact in percent, as the card measures it; null when the face was not in view. */
function eyeAt(point: TimelinePoint): number | null {
  const figure = stretchEyeContact([point]);
  return figure === null ? null : Math.round(figure * 1000) / 10;
}

/** Eye contact (percent, when measured) and loudness (dBFS) over time; clicking a point seeks the recording there. */
export function TimelineChart({ timeline, fillers, onSeek, comments = [], interviewerTurns = [] }: TimelineChartProps) {
  const data = timeline.map((p) => ({
    t: p.t,
    eye: eyeAt(p),
    loud: p.loudness_dbfs === null ? null : Math.round(p.loudness_dbfs * 10) / 10,
  }));
  const eyeMeasured = data.some((p) => p.eye !== null);
  const start = timeline.reduce((min, p) => Math.min(min, p.t), Infinity);
  const end = timeline.reduce((max, p) => Math.max(max, p.t), -Infinity);
  return (
    <Card>
      <CardHeader title="Timeline" icon={<Activity className="size-5" aria-hidden="true" />} description={descriptionOf(onSeek !== undefined, comments.length > 0, eyeMeasured)} />
      <CardBody>
        <div className="h-72" data-testid="timeline-chart">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              data={data}
              margin={MARGIN}
              onClick={(state) => {
                const label = Number(state.activeLabel);
                if (Number.isFinite(label)) onSeek?.(label);
              }}
              style={onSeek ? { cursor: 'pointer' } : undefined}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="t" type="number" domain={['dataMin', 'dataMax']} allowDecimals={false} tickFormatter={(v: number) => formatTimestamp(v)} fontSize={12} />
              <YAxis yAxisId="eye" domain={[0, 100]} unit="%" fontSize={12} width={EYE_AXIS_WIDTH} hide={!eyeMeasured} />
              <YAxis yAxisId="loud" orientation="right" domain={[-60, 0]} unit=" dB" fontSize={12} width={LOUDNESS_AXIS_WIDTH} />
              <Tooltip labelFormatter={(v) => formatTimestamp(Number(v))} />
              <Legend />
              {interviewerTurns.map((turn) => (
                <ReferenceArea key={turn.start} yAxisId="eye" x1={turn.start} x2={turn.end} fill="#94a3b8" fillOpacity={0.25} label={{ value: 'Interviewer', position: 'insideTop', fontSize: 10, fill: '#64748b' }} />
              ))}
              {fillers.map((f) => (
                <ReferenceLine key={`${f.method}-${f.start}`} yAxisId="eye" x={f.start} stroke="#f59e0b" strokeOpacity={0.6} />
              ))}
              {comments.map((c) => (
                <ReferenceLine key={c.id} yAxisId="eye" x={c.at_seconds} stroke={COMMENT_COLOUR} strokeDasharray="4 3" />
              ))}
              {eyeMeasured && (
                <Line isAnimationActive={false} yAxisId="eye" type="monotone" dataKey="eye" name="Eye contact (face in view)" unit="%" stroke="#4f46e5" dot={false} connectNulls={false} strokeWidth={2} />
              )}
              <Line isAnimationActive={false} yAxisId="loud" type="monotone" dataKey="loud" name="Loudness" unit=" dBFS" stroke="#0d9488" dot={false} connectNulls={false} strokeWidth={1.5} />
            </LineChart>
          </ResponsiveContainer>
        </div>
        {comments.length > 0 && <CommentMarks comments={comments} start={start} end={end} inset={plotInset(eyeMeasured)} onSeek={onSeek} />}
      </CardBody>
    </Card>
  );
}
