/**
 * Event streams of a running job: the same JSON as its status endpoint, sent as a server-sent event each time it
 * changes, until the job has an outcome. The status endpoints stay for clients that poll (decision 061).
 */
export const PROGRESS_EVENT_PATHS = {
  /** The analysis's status response (`GET /api/analysis/status/{sessionId}/`), as it changes. */
  analysis: '/api/analysis/status/{sessionId}/events/',
  /** The mock interview session response (`GET /api/mock/session/{id}/`): its answers' analyses and its report, as they change. */
  mockSession: '/api/mock/session/{id}/events/',
} as const;

export const progressEventUrls = {
  analysis: (sessionId: string): string => `/api/analysis/status/${encodeURIComponent(sessionId)}/events/`,
  mockSession: (id: string): string => `/api/mock/session/${encodeURIComponent(id)}/events/`,
};

/** The event name of each state sent; its data is the status endpoint's JSON. */
export const PROGRESS_EVENT = 'status';

/** A comment line is sent this often while nothing changes, so proxies and the browser keep the stream open. */
export const PROGRESS_HEARTBEAT_MS = 15_000;
