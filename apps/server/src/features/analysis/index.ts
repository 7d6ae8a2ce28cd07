// The analysis feature's public entry: what the composition root builds, mounts and hands to other features.
export { analysisFinalFailure } from './analysis-final-failure.ts';
export { createAnalysisReadModel } from './analysis-read-model.ts';
export { ANALYSIS_BASE_PATH, analysisRoutes } from './analysis-routes.ts';
export { createAnalysisRuntime, type AnalysisRuntime } from './analysis-runtime.ts';
export type { AnalysisTables } from './analysis-tables.ts';
export { analysisUserData } from './analysis-user-data.ts';
export { createAnalysisEngine } from './create-analysis-engine.ts';
export { RecordingOwnerRegistry } from './recording-owner-registry.ts';
