import type { ComparedAnalysis } from '@rehearse/contract/analysis-api';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { comparedTitle, radarRows, trendPoints } from '../compare-view.ts';

// Charts draw at once (no animation): they show measurements, and a print or screenshot must catch them whole.

const round2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

// File names are long; the axis shows a short form and the tooltip the whole name.
const AXIS_NAME_CHARS = 12;
const shortName = (name: string) => (name.length > AXIS_NAME_CHARS ? `${name.slice(0, AXIS_NAME_CHARS - 1)}…` : name);

export function ScoresBarChart({ analyses }: { analyses: ComparedAnalysis[] }) {
  const data = analyses.map((a) => ({ name: comparedTitle(a), Overall: round2(a.overall_score), Video: round2(a.video_score), Audio: round2(a.audio_score) }));
  return (
    <Card>
      <CardHeader title="Score Comparison" />
      <CardBody>
        <div className="h-72">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="name" fontSize={11} interval={0} tickFormatter={shortName} />
              <YAxis domain={[0, 100]} fontSize={12} />
              <Tooltip />
              <Legend itemSorter={null} />
              <Bar isAnimationActive={false} dataKey="Overall" fill="#4f46e5" />
              <Bar isAnimationActive={false} dataKey="Video" fill="#0ea5e9" />
              <Bar isAnimationActive={false} dataKey="Audio" fill="#10b981" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </CardBody>
    </Card>
  );
}

export function FirstTwoRadar({ first, second }: { first: ComparedAnalysis; second: ComparedAnalysis }) {
  return (
    <Card>
      <CardHeader title="Skill Profile" description="The first two selected analyses" />
      <CardBody>
        <div className="h-80">
          <ResponsiveContainer width="100%" height="100%">
            <RadarChart data={radarRows(first, second)} outerRadius="70%">
              <PolarGrid />
              <PolarAngleAxis dataKey="metric" fontSize={12} />
              {/* Tick labels sat on top of the Audio label; the grid rings and the tooltip carry the scale. */}
              <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
              <Radar isAnimationActive={false} name={comparedTitle(first)} dataKey="first" stroke="#4f46e5" fill="#4f46e5" fillOpacity={0.3} />
              <Radar isAnimationActive={false} name={comparedTitle(second)} dataKey="second" stroke="#f59e0b" fill="#f59e0b" fillOpacity={0.3} />
              <Legend itemSorter={null} wrapperStyle={{ paddingTop: 12 }} />
              <Tooltip />
            </RadarChart>
          </ResponsiveContainer>
        </div>
      </CardBody>
    </Card>
  );
}

export function TrendChart({ analyses, sentence }: { analyses: ComparedAnalysis[]; sentence: string }) {
  const data = trendPoints(analyses).map((p) => ({ ...p, score: round2(p.score) }));
  return (
    <Card>
      <CardHeader title="Trend Analysis" description={sentence} />
      <CardBody>
        <div className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="date" fontSize={11} padding={{ left: 24, right: 24 }} />
              <YAxis domain={[0, 100]} fontSize={12} />
              <Tooltip />
              <Line isAnimationActive={false} type="monotone" dataKey="score" name="Overall score" stroke="#4f46e5" strokeWidth={2} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </CardBody>
    </Card>
  );
}
