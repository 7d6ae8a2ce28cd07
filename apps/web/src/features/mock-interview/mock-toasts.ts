/** The mock interview's toasts. */
export const MOCK_TOASTS = {
  mediaAccessFailed: 'Failed to access camera/microphone. Please check permissions.',
  startFailed: 'Failed to start mock interview',
  uploadUrlFailed: 'Failed to get upload URL',
  saveFailed: 'Failed to save recording',
  skipFailed: 'Failed to skip question',
  finishFailed: 'Failed to finish interview',
  recordingFailed: 'Failed to start recording. Please check camera and microphone permissions.',
  resumed: 'Session resumed!',
  started: 'Mock interview started!',
  saved: 'Recording saved successfully!',
  skipped: 'Question skipped',
  completed: 'Mock interview completed!',
  /** Beyond the spec: the 90 s limit. */
  autoStopped: 'Time is up: recording stopped at 1:30 and saved.',
} as const;
