import { UPLOAD_MESSAGES } from '@rehearse/contract/analysis-constants';

/** Texts of the analysis screens (labels, validation and error messages), verbatim; the API's own messages come from the contract. */

export const ANALYSIS_FLOW_MESSAGES = {
  ...UPLOAD_MESSAGES,
  uploadFailed: 'Upload failed',
  startFailed: 'Failed to start analysis',
  completed: 'Analysis completed successfully!',
  failed: 'Analysis failed',
  timedOut: 'Analysis timed out',
  statusFailed: 'Failed to check analysis status',
  /** The progress page once the job has not moved for a minute (decision 061). */
  progressStalled: 'Nothing has moved for a minute, so this page stopped checking. The analysis may still be running on the server.',
  checkAgain: 'Check again',
} as const;

export const LIST_MESSAGES = {
  unauthorized: 'Authentication failed. Please log in again.',
  notFound: 'API endpoint not found. Please check the backend configuration.',
  fetchFailed: 'Failed to fetch analyses',
  connection: 'Error connecting to server',
  untitled: 'Untitled Analysis',
} as const;

export const DETAIL_MESSAGES = {
  loading: 'Loading your analysis...',
  errorTitle: 'Analysis Error',
  backToAnalyses: 'Back to Analyses',
  dataErrorTitle: 'Analysis Data Error',
  dataErrorText: 'The analysis data could not be loaded properly.',
  notFoundTitle: 'Analysis Not Found',
  notFoundText: 'The requested analysis could not be found.',
  invalidIdentifier: 'Invalid analysis identifier',
  failedToComplete: 'Analysis failed to complete',
  stillInProgress: 'Analysis is still in progress',
  fetchFailed: 'Failed to fetch analysis details',
  duplicates: 'Multiple files with this name found. Showing results for the most recent upload.',
  practiceToast: 'Redirecting to practice questions...',
  coachToast: 'Opening coach assistance...',
  /** The PDF report is the printable page saved by the browser (decision 028). */
  savePdfHint: 'In the print dialog, choose “Save as PDF” to keep the report as a PDF.',
  preparingDownload: 'Preparing report download...',
  downloaded: 'Report downloaded successfully!',
  downloadFailed: 'Failed to download report. Please try again.',
  noSessionForDownload: 'Unable to identify analysis session for download',
} as const;
export const duplicatesTotalSuffix = (n: number): string => ` (${n} total versions)`;
export const completedOnText = (date: string): string => `Analysis completed on ${date}`;
export const versionBadgeText = (n: number, m: number): string => `Version ${n} of ${m}`;
/** Beside eye contact and engagement: they are measured over the frames that show a face. */
export const FACE_IN_VIEW_NOTE = 'while your face was in view';
