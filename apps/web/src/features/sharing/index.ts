// The sharing feature's public entry: the pages the router mounts ("Shared with me" at /admin-panel, a shared
// analysis, accepting an invitation) and the owner's sharing panel the router hands the analysis page.
export { AcceptSharePage } from './accept-share-page.tsx';
export { AdminPanelPage } from './admin-panel-page.tsx';
export { SharedAnalysisPage } from './shared-analysis-page.tsx';
export { SharingPanel } from './sharing-panel.tsx';
