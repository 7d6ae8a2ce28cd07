import { describe, expect, it } from 'vitest';
import { whisperCompilerFlags } from './build-whisper-addon.mjs';

describe('the flags whisper.cpp is compiled with', () => {
  it('targets this processor on Linux, and takes WHISPER_CFLAGS when set', () => {
    expect(whisperCompilerFlags('linux', undefined)).toBe('-O3 -march=native');
    expect(whisperCompilerFlags('darwin', undefined)).toBe('-O3');
    expect(whisperCompilerFlags('linux', ' -O3 -mavx2 -mfma -mf16c ')).toBe('-O3 -mavx2 -mfma -mf16c');
    expect(whisperCompilerFlags('linux', '  ')).toBe('-O3 -march=native');
  });
});
