import { Headphones } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import type { ResultView } from '../../../lib/analysis-result/result-view.ts';
import { AUDIO_ONLY_TITLE, audioOnlyText, isAudioOnly } from '../audio-only.ts';
import { VideoPerformanceCard } from './video-performance-card.tsx';

/** The video card, or for an audio-only recording the sentence saying why there is none and what the overall score is. */
export function VideoPerformanceOrReason({ view, basis = null }: { view: ResultView; basis?: string | null }) {
  if (!isAudioOnly(view)) return <VideoPerformanceCard view={view} basis={basis} />;
  return (
    <Card role="region" aria-label={AUDIO_ONLY_TITLE}>
      <CardHeader title={AUDIO_ONLY_TITLE} icon={<Headphones className="size-5" aria-hidden="true" />} />
      <CardBody>
        <p className="text-sm text-slate-600">{audioOnlyText(view)}</p>
      </CardBody>
    </Card>
  );
}
