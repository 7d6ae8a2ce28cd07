/**
 * What the interviewer asks of the mock interview its conversation hangs on (answered by the mock feature, wired by
 * the composition root): whose session it is, and which sessions a user has.
 */
export interface InterviewSessions {
  /** Whether `sessionId` is a mock session of `userId`; a foreign or unknown id reads as absent. */
  ownsSession(userId: string, sessionId: string): Promise<boolean>;
  sessionIdsOf(userId: string): Promise<string[]>;
  /** The id of the user's session named by its own id or by its report's analysis id (what a report page knows). */
  sessionIdOf(userId: string, idOrReportId: string): Promise<string | null>;
}
