/**
 * The analysis engine's public surface, the one entry point consumers import (`@rehearse/analysis`): analyse a
 * recording, check an upload with the same probe, write the report files. Everything else under src/ is internal;
 * package.json exports only this, ./test-fixtures and ./whisper-model-file (the model-file check the server runs at
 * start-up, light enough not to load the engine).
 */
export { analyze } from './analyze.ts';
export { probeMedia } from './probe/probe-media.ts';
export { writeReportFiles } from './report/write-report-files.ts';
export type { AnalysisOptions, TranscriberPreference } from './analysis-options.ts';
export { MediaError } from './media-error.ts';
