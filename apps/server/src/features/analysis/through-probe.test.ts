import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { StreamingProbe } from '../../shared/analysis-engine.ts';
import { throughProbe } from './through-probe.ts';

function recordingProbe() {
  const seen: Buffer[] = [];
  let ended = 0;
  const probe: StreamingProbe = { write: (chunk) => void seen.push(chunk), end: () => void (ended += 1), result: Promise.resolve(null) };
  return { probe, seen, ended: () => ended };
}

describe('throughProbe', () => {
  it('passes every byte to the store and to the probe, then ends the probe', async () => {
    const { probe, seen, ended } = recordingProbe();
    const stored = await buffer(throughProbe(Readable.from([Buffer.from('ab'), Buffer.from('cd')]), probe));
    expect(stored.toString()).toBe('abcd');
    expect(Buffer.concat(seen).toString()).toBe('abcd');
    expect(ended()).toBeGreaterThan(0);
  });

  it("hands an upload's error to the store and ends the probe", async () => {
    const { probe, ended } = recordingProbe();
    const failing = new Readable({ read() {} });
    const out = throughProbe(failing, probe);
    failing.push(Buffer.from('ab'));
    failing.destroy(new Error('cut off'));
    await expect(buffer(out)).rejects.toThrow('cut off');
    expect(ended()).toBeGreaterThan(0);
  });
});
