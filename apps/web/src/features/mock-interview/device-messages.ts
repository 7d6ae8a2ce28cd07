/** Why recording cannot start yet. */
export const RECORDING_READINESS_MESSAGES = {
  noSession: 'Session not ready. Please refresh the page.',
  noStream: 'Camera and microphone not ready. Please refresh the page.',
  notReady: 'Camera and microphone are still initializing. Please wait a moment.',
  noLiveTrack: 'Camera and microphone streams are not active. Please refresh the page.',
} as const;

/** The device check before question 1: one clear message per failure. */
export const DEVICE_CHECK_MESSAGES = {
  permissionDenied: 'Camera and microphone access was blocked. Allow it in the browser’s address bar, then press Try Again.',
  noDevice: 'No camera or microphone was found. Connect one, then press Try Again.',
  deviceBusy: 'The camera or microphone is in use by another application. Close it, then press Try Again.',
  unsupported: 'This browser cannot record video. Use a recent Chrome, Edge or Firefox.',
  other: 'The camera and microphone could not be started. Press Try Again.',
  silent: 'No sound from the microphone yet — say a few words to check it.',
} as const;
