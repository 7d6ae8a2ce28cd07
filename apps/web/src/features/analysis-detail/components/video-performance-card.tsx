import { FACE_MEASURED_METRICS, reliableVideoMetric } from '@rehearse/contract/metric-reliability';
import { formatFrameShare } from '@rehearse/contract/number-format';
import { Camera } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { FACE_IN_VIEW_NOTE } from '../../../lib/analysis-messages.ts';
import type { ResultView, VideoMetricKey } from '../../../lib/analysis-result/result-view.ts';
import { fractionToPercent } from '../../../lib/score-format.ts';
import { CardScore, MetricBar } from './metric-bar.tsx';

const BARS: Array<{ key: VideoMetricKey; label: string }> = [
  { key: 'face_detection_rate', label: 'Face Detection' },
  { key: 'average_eye_contact_score', label: 'Eye Contact' },
  { key: 'average_posture_score', label: 'Posture' },
  { key: 'average_engagement_score', label: 'Engagement' },
];

const faceMeasured = (key: VideoMetricKey): boolean => (FACE_MEASURED_METRICS as readonly string[]).includes(key);

/** `basis`: which answers the figures are over (a mock interview), said under them. */
export function VideoPerformanceCard({ view, basis = null }: { view: ResultView; basis?: string | null }) {
  return (
    <Card role="region" aria-label="Video Performance">
      <CardHeader title="Video Performance" icon={<Camera className="size-5" aria-hidden="true" />} action={<CardScore score={view.videoScore} />} />
      <CardBody className="space-y-4">
        {BARS.map(({ key, label }) => {
          const v = reliableVideoMetric(view.videoMetrics, key, view.qualityFlags);
          return (
            <MetricBar
              key={key}
              label={label}
              percent={v === null ? null : fractionToPercent(v)}
              text={v === null ? null : formatFrameShare(v)}
              note={faceMeasured(key) ? FACE_IN_VIEW_NOTE : null}
            />
          );
        })}
        {basis && <p className="text-xs text-slate-600" data-testid="figures-basis">{basis}</p>}
      </CardBody>
    </Card>
  );
}
