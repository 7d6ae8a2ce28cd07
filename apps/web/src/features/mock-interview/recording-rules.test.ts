import { DEVICE_CHECK_MESSAGES, RECORDING_READINESS_MESSAGES } from './device-messages.ts';
import { describe, expect, it } from 'vitest';
import { deviceErrorMessage } from './device-error.ts';
import { formatDuration } from '@rehearse/contract/number-format';
import { formatClock, pickRecordingMimeType, recordingBlocker, recordingExtension, ringTone, stoppedClockSeconds } from './recording-rules.ts';

describe('recording rules', () => {
  it('colours the ring green, amber from 60 s, red from 85 s and formats mm:ss', () => {
    expect([59, 60, 84, 85, 90].map(ringTone)).toEqual(['green', 'amber', 'amber', 'red', 'red']);
    expect(formatClock(90)).toBe('01:30');
    expect(formatClock(5)).toBe('00:05');
  });

  it('picks the first supported format in the spec order', () => {
    expect(pickRecordingMimeType((t) => t === 'video/webm' || t === 'video/mp4')).toBe('video/webm');
    expect(pickRecordingMimeType(() => false)).toBe('');
    expect(recordingExtension('video/mp4')).toBe('mp4');
    expect(recordingExtension('video/webm;codecs=vp8,opus')).toBe('webm');
  });

  it('checks readiness in the spec order', () => {
    const live = { getTracks: () => [{ readyState: 'live' }] } as unknown as MediaStream;
    const ended = { getTracks: () => [{ readyState: 'ended' }] } as unknown as MediaStream;
    expect(recordingBlocker({ sessionId: null, stream: live, ready: true })).toBe(RECORDING_READINESS_MESSAGES.noSession);
    expect(recordingBlocker({ sessionId: 's', stream: null, ready: true })).toBe(RECORDING_READINESS_MESSAGES.noStream);
    expect(recordingBlocker({ sessionId: 's', stream: live, ready: false })).toBe(RECORDING_READINESS_MESSAGES.notReady);
    expect(recordingBlocker({ sessionId: 's', stream: ended, ready: true })).toBe(RECORDING_READINESS_MESSAGES.noLiveTrack);
    expect(recordingBlocker({ sessionId: 's', stream: live, ready: true })).toBeNull();
  });

  it('gives one message per device failure', () => {
    expect(deviceErrorMessage(new DOMException('x', 'NotAllowedError'))).toBe(DEVICE_CHECK_MESSAGES.permissionDenied);
    expect(deviceErrorMessage(new DOMException('x', 'NotFoundError'))).toBe(DEVICE_CHECK_MESSAGES.noDevice);
    expect(deviceErrorMessage(new DOMException('x', 'NotReadableError'))).toBe(DEVICE_CHECK_MESSAGES.deviceBusy);
    expect(deviceErrorMessage(new Error('?'))).toBe(DEVICE_CHECK_MESSAGES.other);
  });

  it('stops the clock on the recorded length in whole seconds, as "Answer saved (10 s)" gives it', () => {
    for (const recorded of [10.6, 10.4, 10.5, 0.3, 59.4]) expect(formatClock(stoppedClockSeconds(recorded))).toBe(`00:${formatDuration(recorded, { unit: false }).padStart(2, '0')}`);
    expect(formatClock(stoppedClockSeconds(10.6))).toBe('00:10');
  });
});
