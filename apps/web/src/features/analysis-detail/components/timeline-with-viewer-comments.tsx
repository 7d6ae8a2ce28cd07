import { TimelineChart, type TimelineChartProps } from '../../../components/timeline/timeline-chart.tsx';
import { useViewerComments } from '../../../lib/viewer-comments.ts';

/** The owner's timeline of one analysis, with the comments the people they share it with left on it (decision 022). */
export function TimelineWithViewerComments({ analysisId, ...chart }: Omit<TimelineChartProps, 'comments'> & { analysisId: string }) {
  const comments = useViewerComments(analysisId);
  return <TimelineChart {...chart} comments={comments.data?.comments ?? []} />;
}
