import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildStamp, whisperCompilerFlags } from './build-whisper-addon.mjs';

describe('the flags whisper.cpp is compiled with', () => {
  it('targets this processor on Linux, and takes WHISPER_CFLAGS when set', () => {
    expect(whisperCompilerFlags('linux', undefined)).toBe('-O3 -march=native');
    expect(whisperCompilerFlags('darwin', undefined)).toBe('-O3');
    expect(whisperCompilerFlags('linux', ' -O3 -mavx2 -mfma -mf16c ')).toBe('-O3 -mavx2 -mfma -mf16c');
    expect(whisperCompilerFlags('linux', '  ')).toBe('-O3 -march=native');
  });
});

describe('the build stamp', () => {
  const sources = [
    { name: 'model.cc', text: 'whisper_context_params params = whisper_context_default_params();' },
    { name: 'binding.cc', text: 'NODE_API_MODULE(whisper, Init)' },
  ];

  it('changes with the flags and with any binding source (a new patch), not with the order the files are read in', () => {
    const stamp = buildStamp('-O3 -march=native', sources);
    expect(buildStamp('-O3 -march=native', [...sources].reverse())).toBe(stamp);
    expect(buildStamp('-O3', sources)).not.toBe(stamp);
    expect(buildStamp('-O3 -march=native', [{ ...sources[0]!, text: 'whisper_context_params params;' }, sources[1]!])).not.toBe(stamp);
  });
});

describe('patches/smart-whisper (patch-package, run by the postinstall before the build)', () => {
  it('is applied: the model loader starts from whisper.cpp\'s default context parameters', () => {
    const packageDir = dirname(createRequire(import.meta.url).resolve('smart-whisper/package.json'));
    const model = readFileSync(join(packageDir, 'src', 'binding', 'model.cc'), 'utf8');
    expect(model).toContain('whisper_context_params params = whisper_context_default_params();');
    expect(existsSync(join(packageDir, 'build', 'rehearse-flags.txt'))).toBe(true);
  });
});
