import { DEVICE_CHECK_MESSAGES } from './device-messages.ts';

/** One clear message per getUserMedia failure: no permission, no device, device busy. */
export function deviceErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return DEVICE_CHECK_MESSAGES.permissionDenied;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return DEVICE_CHECK_MESSAGES.noDevice;
    case 'NotReadableError':
    case 'AbortError':
      return DEVICE_CHECK_MESSAGES.deviceBusy;
    case 'TypeError':
      return DEVICE_CHECK_MESSAGES.unsupported;
    default:
      return DEVICE_CHECK_MESSAGES.other;
  }
}
