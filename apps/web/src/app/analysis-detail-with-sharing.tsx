import type { ComponentType } from 'react';

/**
 * The analysis page with the owner's sharing panel: the two features meet here, in the app layer, so neither imports
 * the other.
 */
export async function loadAnalysisDetailWithSharing(): Promise<ComponentType> {
  const [{ AnalysisDetailPage }, { SharingPanel }] = await Promise.all([import('../features/analysis-detail/analysis-detail-page.tsx'), import('../features/sharing/index.ts')]);
  return function AnalysisDetailWithSharing() {
    return <AnalysisDetailPage SharingPanel={SharingPanel} />;
  };
}
