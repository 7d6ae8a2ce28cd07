import { Camera } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import type { ResultView, VideoMetricKey } from '../../../lib/analysis-result/result-view.ts';
import { fractionToPercent } from '../../../lib/score-format.ts';
import { MetricBar, ScoreOutOf100 } from './metric-bar.tsx';

const BARS: Array<{ key: VideoMetricKey; label: string }> = [
  { key: 'face_detection_rate', label: 'Face Detection' },
  { key: 'average_eye_contact_score', label: 'Eye Contact' },
  { key: 'average_posture_score', label: 'Posture' },
  { key: 'average_engagement_score', label: 'Engagement' },
];

export function VideoPerformanceCard({ view }: { view: ResultView }) {
  return (
    <Card role="region" aria-label="Video Performance">
      <CardHeader title="Video Performance" icon={<Camera className="size-5" aria-hidden="true" />} action={<ScoreOutOf100 score={view.videoScore} />} />
      <CardBody className="space-y-4">
        {BARS.map(({ key, label }) => {
          const v = view.videoMetrics[key];
          return <MetricBar key={key} label={label} percent={v === null ? null : fractionToPercent(v)} />;
        })}
      </CardBody>
    </Card>
  );
}
