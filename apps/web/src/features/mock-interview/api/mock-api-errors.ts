/** What the mock interview's API calls throw when the server refuses them. */
export const MOCK_ERRORS = {
  startSession: 'Failed to start session',
  presign: 'Failed to get presigned URL',
  upload: (status: number): string => `Upload failed: ${status}`,
  saveAnswer: 'Failed to save answer',
  progress: 'Failed to update progress',
  finish: 'Failed to finish session',
  getSession: 'Failed to get session',
} as const;
