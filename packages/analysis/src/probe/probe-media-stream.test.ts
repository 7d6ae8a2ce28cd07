import { createReadStream } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFixtures } from '../fixtures/ensure-fixtures.ts';
import type { FixturePaths } from '../fixtures/fixture-paths.ts';
import { probeMedia } from './probe-media.ts';
import { startStreamProbe } from './probe-media-stream.ts';

let fixtures: FixturePaths;
beforeAll(async () => {
  fixtures = await ensureFixtures();
});

/** Streams `file` into a probe in small chunks, as an upload arrives. */
async function probeWhileStreaming(file: string, maxBytes?: number) {
  const probe = startStreamProbe({}, maxBytes);
  for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) probe.write(chunk as Buffer);
  probe.end();
  return probe.result;
}

describe('startStreamProbe', () => {
  it.each(['mp4', 'mov', 'mkv', 'avi', 'wmv'] as const)('answers what the probe of the stored %s answers', async (container) => {
    const file = fixtures.containers[container];
    expect(await probeWhileStreaming(file)).toEqual(await probeMedia(file));
  });

  it('reads an MP4 whose index comes at the end through to it, within the byte limit', async () => {
    expect(await probeWhileStreaming(fixtures.talkingHead.path)).toEqual(await probeMedia(fixtures.talkingHead.path));
  });

  it('gives up past the byte limit when the index comes at the end', async () => {
    expect(await probeWhileStreaming(fixtures.talkingHead.path, 64 * 1024)).toBeNull();
  });

  it('gives up without a duration in the header (MediaRecorder WebM), and on what is not a recording', async () => {
    expect(await probeWhileStreaming(fixtures.containers.webm)).toBeNull();
    const probe = startStreamProbe();
    probe.write(Buffer.from('not a video at all'));
    probe.end();
    expect(await probe.result).toBeNull();
  });
});
