/** How the screens follow a running analysis: poll interval and attempt limit. */
export const STATUS_POLL_INTERVAL_MS = 2000;
/** Attempts without progress before 'Analysis timed out' (see docs/decisions/002-polling.md). */
export const STATUS_POLL_MAX_ATTEMPTS = 30;
export const DETAIL_REDIRECT_DELAY_MS = 2000;
