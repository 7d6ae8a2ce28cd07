import type { AnalysisStage } from './analysis-result.ts';
import type { AnalysisStatus } from './analysis-api.ts';

/** Spec §9 constants, §4 labels and §2/§5/§8 texts of the analysis screens — verbatim. */

// ---------------------------------------------------------------- polling and timing (§9)
export const STATUS_POLL_INTERVAL_MS = 2000;
/** Attempts without progress before 'Analysis timed out' (see docs/decisions/002-polling.md). */
export const STATUS_POLL_MAX_ATTEMPTS = 30;
export const DETAIL_REDIRECT_DELAY_MS = 2000;
export const QUICK_ACTION_REDIRECT_DELAY_MS = 1000;

// ---------------------------------------------------------------- dashboard (§9)
export const RECENT_ANALYSES_COUNT = 3;
export const DEFAULT_CREDITS_DISPLAY = 10;

// ---------------------------------------------------------------- scores (§9)
export const SCORE_GOOD_THRESHOLD = 80;
export const SCORE_MEDIUM_THRESHOLD = 60;
export const SCORE_BAR_MAX = 100;
/** Decimals: dashboard averages and compare scores 2, list tiles 1, compare deltas 1. */
export const DASHBOARD_SCORE_DECIMALS = 2;
export const COMPARE_SCORE_DECIMALS = 2;
export const LIST_TILE_DECIMALS = 1;
export const COMPARE_DELTA_DECIMALS = 1;
export const COMPARE_DELTA_MIN = 0.01;

// ---------------------------------------------------------------- upload (§5, §9)
export const DEFAULT_MAX_UPLOAD_MB = 100;
export const DEFAULT_MAX_UPLOAD_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;
/** The upload page's list (§9); the FAQ's list is FAQ_VIDEO_FORMATS. */
export const UPLOAD_PAGE_VIDEO_FORMATS = ['MP4', 'AVI', 'MOV', 'WMV'] as const;
export const FAQ_VIDEO_FORMATS = ['MP4', 'MOV', 'AVI', 'WebM'] as const;
export const UPLOAD_ACCEPT = 'video/*';
export const UPLOAD_HINT = `${UPLOAD_PAGE_VIDEO_FORMATS.join(', ')} (max ${DEFAULT_MAX_UPLOAD_MB}MB)`;
export const uploadTooLargeMessage = (maxMb: number): string => `File is too large. Maximum size is ${maxMb}MB`;
export const NOT_A_VIDEO_MESSAGE = 'Please select a valid video file';
export const NO_FILE_MESSAGE = 'Please select a video file';

// ---------------------------------------------------------------- audio hints and fallbacks (§9)
export const AUDIO_HINTS = {
  // The spec turns at 120 WPM, but scoring calls 120–160 WPM the conversational band
  // (docs/SCORING-audio.md): at 127 WPM the tile said 'Consider slowing down' beside feedback
  // praising the pace. The hint now turns where the band ends (160 WPM).
  pace: { below: 160, good: 'Good pace', otherwise: 'Consider slowing down' },
  fillerWords: { below: 5, good: 'Excellent control', otherwise: 'Work on reducing' },
  duration: { below: 90, good: 'Good length', otherwise: 'Consider being more concise' },
  wordCount: { below: 150, good: 'Concise response', otherwise: 'Detailed answer' },
} as const;
/** Per-score hints (Clarity, Tone…) use the score thresholds 80 and 60. */
export const SCORE_HINTS = { good: 'Excellent', medium: 'Good', poor: 'Needs improvement' } as const;

export const AUDIO_FALLBACKS = {
  speaking_pace: 120,
  filler_words: 3,
  duration: 60,
  word_count: 100,
} as const;
/** Detailed audio score = audio score − offset, never below floor (when detailed data is missing). */
export const AUDIO_SCORE_FALLBACKS = {
  clarity_score: { offset: 5, floor: 50 },
  tone_score: { offset: 8, floor: 45 },
  volume_score: { offset: 3, floor: 55 },
  confidence_score: { offset: 12, floor: 40 },
  articulation_score: { offset: 10, floor: 60 },
  fluency_score: { offset: 5, floor: 65 },
} as const;
/** Default feedback thresholds (§9). */
export const DEFAULT_STRENGTHS_VIDEO_ABOVE = 70;
export const DEFAULT_IMPROVEMENTS_VIDEO_BELOW = 60;
export const ACTION_PLAN_COMPONENT_BELOW = 60;
export const ACTION_PLAN_OVERALL_LOW = 70;
export const ACTION_PLAN_OVERALL_MEDIUM = 80;

// ---------------------------------------------------------------- status labels (§4)
export const STATUS_LABELS: Record<AnalysisStatus, string> = {
  completed: 'Completed',
  processing: 'Processing',
  in_progress: 'In Progress',
  failed: 'Failed',
  queued: 'Queued',
};
export type StatusColour = 'green' | 'blue' | 'amber' | 'red';
export const STATUS_COLOURS: Record<AnalysisStatus, StatusColour> = {
  completed: 'green',
  processing: 'blue',
  in_progress: 'amber',
  failed: 'red',
  queued: 'blue',
};
export const STAGE_LABELS: Record<AnalysisStage, string> = {
  queued: 'Waiting in queue',
  probe: 'Checking the video',
  audio: 'Analyzing speech',
  video: 'Analyzing body language',
  scoring: 'Scoring',
  feedback: 'Writing feedback',
  done: 'Done',
};

// ---------------------------------------------------------------- upload and analysis messages (§8)
export const UPLOAD_MESSAGES = {
  uploaded: 'Video uploaded successfully!',
  uploadFailed: 'Upload failed',
  started: 'Analysis started!',
  startFailed: 'Failed to start analysis',
  completed: 'Analysis completed successfully!',
  failed: 'Analysis failed',
  timedOut: 'Analysis timed out',
  statusFailed: 'Failed to check analysis status',
} as const;
export const NO_CREDITS_MESSAGE = 'No analysis credits left';

// ---------------------------------------------------------------- analyses list (§2, §8)
export const LIST_MESSAGES = {
  noToken: 'No authentication token found. Please log in again.',
  unauthorized: 'Authentication failed. Please log in again.',
  notFound: 'API endpoint not found. Please check the backend configuration.',
  fetchFailed: 'Failed to fetch analyses',
  loginRequired: 'Please login to view your analyses',
  connection: 'Error connecting to server',
  untitled: 'Untitled Analysis',
  downloadComingSoon: 'Download feature coming soon!',
} as const;
export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'completed', label: 'Completed' },
  { value: 'processing', label: 'Processing' },
  { value: 'failed', label: 'Failed' },
] as const;
export const SORT_OPTIONS = [
  { value: 'date', label: 'Date newest' },
  { value: 'score', label: 'Score highest' },
  { value: 'name', label: 'Name A-Z' },
] as const;
export const LIST_TABS = [
  { value: 'all', label: 'All Analyses' },
  { value: 'mock_interviews', label: 'Mock Interviews' },
  { value: 'video_uploads', label: 'Video Uploads' },
] as const;

// ---------------------------------------------------------------- detail (§2, §5, §8)
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
  usingOverallForVideo: 'Using overall performance score for video analysis',
  audioMetricsMissing: 'Detailed audio metrics not available. Only overall score is shown.',
  insufficientData: 'Insufficient data',
  practiceToast: 'Redirecting to practice questions...',
  coachToast: 'Opening coach assistance...',
  preparingDownload: 'Preparing report download...',
  downloaded: 'Report downloaded successfully!',
  downloadFailed: 'Failed to download report. Please try again.',
  noSessionForDownload: 'Unable to identify analysis session for download',
} as const;
export const duplicatesTotalSuffix = (n: number): string => ` (${n} total versions)`;
export const completedOnText = (date: string): string => `Analysis completed on ${date}`;
export const versionBadgeText = (n: number, m: number): string => `Version ${n} of ${m}`;

// ---------------------------------------------------------------- compare (§2, §5, §8)
export const COMPARE_MESSAGES = {
  selectAtLeastTwo: 'Please select at least 2 analyses to compare',
  empty: 'No analyses found. Upload some videos first!',
  compareNow: 'Compare Now',
  analyzing: 'Analyzing...',
  invalidResponse: 'Invalid comparison response format',
  failed: 'Failed to compare analyses',
  // Written by the built-in rules; 'AI' would claim a model wrote it.
  summaryTitle: 'Summary of comparison',
  trendTitle: 'Trend Analysis',
  actionPlanTitle: 'Personalized Action Plan',
  keepDoing: 'Keep Doing',
  improveNext: 'Improve Next Time',
} as const;
export const compareCardFallbackTitle = (sessionId: string): string => `Analysis ${sessionId}`;
