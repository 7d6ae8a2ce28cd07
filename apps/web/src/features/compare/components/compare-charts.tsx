import type { ComparedAnalysis } from '@rehearse/contract/analysis-api';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { chartLabels, chronological, comparedTitle, drawnOverall, radarRows, trendPoints } from '../compare-view.ts';

// Charts draw at once (no animation): they show measurements, and a print or screenshot must catch them whole.

// Tooltips show scores with the one decimal every screen uses.
const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

export function ScoresBarChart({ analyses }: { analyses: ComparedAnalysis[] }) {
  // Earlier → later, as the rest of the page. File names are long: the axis shows a short form, the tooltip the whole
  // name; both tell same-named analyses apart.
  const ordered = chronological(analyses);
  const labels = chartLabels(ordered);
  const shortOf = new Map(labels.map((l) => [l.full, l.short]));
  const overall = drawnOverall(ordered);
  const data = ordered.map((a, i) => ({ name: labels[i]?.full ?? comparedTitle(a), Overall: round1(overall(a)), Video: round1(a.video_score), Audio: round1(a.audio_score) }));
  return (
    <Card>
      <CardHeader title="Score Comparison" />
      <CardBody>
        <div className="h-72">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="name" fontSize={11} interval={0} tickFormatter={(name: string) => shortOf.get(name) ?? name} />
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

/** The earliest and the latest compared analysis (as the side-by-side), so the whole page reads the same two ends. */
export function EarliestLatestRadar({ first, second, description }: { first: ComparedAnalysis; second: ComparedAnalysis; description: string }) {
  const [firstName, secondName] = chartLabels([first, second]).map((l) => l.full);
  return (
    <Card className="min-w-0">
      <CardHeader title="Skill Profile" description={description} />
      <CardBody>
        <div className="h-80">
          <ResponsiveContainer width="100%" height="100%">
            <RadarChart data={radarRows(first, second)} outerRadius="70%">
              <PolarGrid />
              <PolarAngleAxis dataKey="metric" fontSize={12} />
              {/* Tick labels sat on top of the Audio label; the grid rings and the tooltip carry the scale. */}
              <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
              <Radar isAnimationActive={false} name={firstName} dataKey="first" stroke="#4f46e5" fill="#4f46e5" fillOpacity={0.3} />
              <Radar isAnimationActive={false} name={secondName} dataKey="second" stroke="#f59e0b" fill="#f59e0b" fillOpacity={0.3} />
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
  const data = trendPoints(analyses).map((p) => ({ ...p, score: round1(p.score) }));
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
