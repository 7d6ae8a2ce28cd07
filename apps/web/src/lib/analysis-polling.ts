/** How the screens follow a running analysis when its event stream cannot be had: the status endpoint's poll interval. */
export const STATUS_POLL_INTERVAL_MS = 2000;
/** The spec's attempt limit: 30 polls at 2 s; the stall budget below is that minute. */
export const STATUS_POLL_MAX_ATTEMPTS = 30;
/**
 * The one stalled rule (docs/decisions/061-job-progress-over-server-sent-events.md): a job without an outcome whose
 * progress has not moved for this long is stalled, however its updates arrive.
 */
export const JOB_STALL_AFTER_MS = STATUS_POLL_INTERVAL_MS * STATUS_POLL_MAX_ATTEMPTS;
export const DETAIL_REDIRECT_DELAY_MS = 2000;
