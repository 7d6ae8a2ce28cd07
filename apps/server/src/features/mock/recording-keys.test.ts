import { describe, expect, it } from 'vitest';
import { isValidObjectKey } from '../../storage/object-key.ts';
import { incomingRecordingKey, isRecordingKeyOf, newRecordingKey } from './recording-keys.ts';

describe('recording keys', () => {
  it('a recording key belongs to its user, session and question only', () => {
    const key = newRecordingKey('u1', 's1', 'teamwork_1', 'webm');
    expect(isValidObjectKey(key)).toBe(true);
    expect(isRecordingKeyOf(key, 'u1', 's1', 'teamwork_1')).toBe(true);
    expect(isRecordingKeyOf(key, 'u2', 's1', 'teamwork_1')).toBe(false);
    expect(isRecordingKeyOf(key, 'u1', 's1', 'teamwork_2')).toBe(false);
  });

  it('a holding key is under the user, new each time, and never a recording key an answer could name', () => {
    const key = incomingRecordingKey('u1');
    expect(isValidObjectKey(key)).toBe(true);
    expect(key.startsWith('mock/u1/')).toBe(true);
    expect(incomingRecordingKey('u1')).not.toBe(key);
    const [, , sessionId = '', questionKey = ''] = key.split('/');
    expect(isRecordingKeyOf(key, 'u1', sessionId, questionKey)).toBe(false);
  });
});
