import type { ComponentType } from 'react';

/**
 * The analysis page with the owner's sharing panel and, on a mock interview's report, its spoken conversation: the
 * features meet here, in the app layer, so none imports another.
 */
export async function loadAnalysisDetailWithSharing(): Promise<ComponentType> {
  const [{ AnalysisDetailPage }, { SharingPanel }, { ReportConversation }] = await Promise.all([
    import('../features/analysis-detail/analysis-detail-page.tsx'),
    import('../features/sharing/index.ts'),
    import('../features/mock-interview/conversation/conversation-transcript.tsx'),
  ]);
  return function AnalysisDetailWithSharing() {
    return <AnalysisDetailPage SharingPanel={SharingPanel} Conversation={ReportConversation} />;
  };
}
