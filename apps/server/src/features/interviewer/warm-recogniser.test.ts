import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WarmRecognisers } from './warm-recogniser.ts';

/**
 * A stand-in for `pocketsphinx_batch -ctl /dev/stdin -hyp /dev/stdout`: it reads chunk names line by line and answers
 * each with its process id and how many chunks it has decoded, so the tests see which process did the work. A chunk
 * named in `silent` gets no words; the process exits on a chunk whose file holds "crash".
 */
const FAKE = `#!/usr/bin/env node
const { readFileSync } = require('node:fs');
const dir = process.argv[process.argv.indexOf('-cepdir') + 1];
let n = 0;
require('node:readline').createInterface({ input: process.stdin }).on('line', (id) => {
  if (readFileSync(dir + '/' + id + '.wav', 'utf8').includes('crash')) process.exit(1);
  n++;
  process.stdout.write('pid ' + process.pid + ' chunk ' + n + ' (' + id + ' -1234)\\n');
});
`;

let dir: string;
let binary: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'warm-recogniser-test-'));
  binary = join(dir, 'fake-pocketsphinx');
  await writeFile(binary, FAKE);
  await chmod(binary, 0o755);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const words = async (r: WarmRecognisers, session: string, body = 'audio') => {
  const [, pid, , count] = (await r.transcribe(session, Buffer.from(body))).split(' ');
  return { pid, count: Number(count) };
};

describe('warm recognisers', () => {
  it('decode every chunk of one interview in one loaded process, and each interview in its own', async () => {
    const r = new WarmRecognisers({ pocketsphinxPath: binary, maxWarm: 4, idleMs: 60_000, chunkTimeoutMs: 10_000 });
    const a1 = await words(r, 'a');
    const a2 = await words(r, 'a');
    const b1 = await words(r, 'b');
    expect(a2).toEqual({ pid: a1.pid, count: 2 });
    expect(b1.pid).not.toBe(a1.pid);
    expect(b1.count).toBe(1);
    await r.close();
    expect(r.size).toBe(0);
  });

  it('keep at most the bound, stopping the least recently used', async () => {
    const r = new WarmRecognisers({ pocketsphinxPath: binary, maxWarm: 2, idleMs: 60_000, chunkTimeoutMs: 10_000 });
    const a = await words(r, 'a');
    await words(r, 'b');
    await words(r, 'a');
    await words(r, 'c');
    expect(r.size).toBe(2);
    // 'b' went; 'a' (used since) stayed warm.
    expect((await words(r, 'a')).pid).toBe(a.pid);
    await r.close();
  });

  it('stop a recogniser when its interview ends, and start a fresh one if it speaks again', async () => {
    const r = new WarmRecognisers({ pocketsphinxPath: binary, maxWarm: 2, idleMs: 60_000, chunkTimeoutMs: 10_000 });
    const first = await words(r, 'a');
    await r.end('a');
    expect(r.size).toBe(0);
    expect((await words(r, 'a')).pid).not.toBe(first.pid);
    await r.close();
  });

  it('fail the chunk when the recogniser dies, and replace it for the next chunk', async () => {
    const r = new WarmRecognisers({ pocketsphinxPath: binary, maxWarm: 2, idleMs: 60_000, chunkTimeoutMs: 10_000 });
    const before = await words(r, 'a');
    await expect(r.transcribe('a', Buffer.from('crash'))).rejects.toThrow('stopped');
    const after = await words(r, 'a');
    expect(after.pid).not.toBe(before.pid);
    expect(after.count).toBe(1);
    await r.close();
  });

  it('stop recognisers left idle', async () => {
    const r = new WarmRecognisers({ pocketsphinxPath: binary, maxWarm: 2, idleMs: 1, chunkTimeoutMs: 10_000 });
    await words(r, 'a');
    await expect.poll(() => r.size, { timeout: 5_000, interval: 50 }).toBe(0);
    await r.close();
  });

  it('fail a chunk when the recogniser cannot start', async () => {
    const r = new WarmRecognisers({ pocketsphinxPath: join(dir, 'missing'), maxWarm: 2, idleMs: 60_000, chunkTimeoutMs: 10_000 });
    await expect(r.transcribe('a', Buffer.from('audio'))).rejects.toThrow();
    await r.close();
  });
});
