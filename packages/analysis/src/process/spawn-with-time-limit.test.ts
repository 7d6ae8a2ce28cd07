import { describe, expect, it } from 'vitest';
import { liveProcesses, waitUntilNoneLive } from './live-processes.ts';
import { spawnWithTimeLimit } from './spawn-with-time-limit.ts';

describe('spawnWithTimeLimit', () => {
  it('kills the whole process group of a program that hangs past its limit, with a MediaError that names the task', async () => {
    // A wrapper that starts a grandchild (as `ffmpegPath` pointing at a script would) and waits for ever.
    const started = spawnWithTimeLimit('sh', ['-c', 'sleep 600 & echo $!; wait'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      limit: { task: 'Decoding the audio', ms: 1000 },
    });
    let printed = '';
    started.child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const group = started.child.pid ?? -1;

    const error: unknown = await started.closed.catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MediaError' });
    expect((error as Error).message).toBe(
      'Decoding the audio took too long (over 1 s) and was stopped. The file may be damaged; try exporting it again as MP4.',
    );
    const grandchild = Number(printed.trim());
    expect(grandchild).toBeGreaterThan(0);
    expect(await waitUntilNoneLive({ processGroup: group })).toEqual([]);
    expect((await liveProcesses({})).includes(grandchild)).toBe(false);
  });

  it('a program that ends within its limit answers its exit code', async () => {
    const { closed } = spawnWithTimeLimit('sh', ['-c', 'exit 3'], { stdio: 'ignore', limit: { task: 'x', ms: 60_000 } });
    expect(await closed).toBe(3);
  });

  it('killGroup ends a running program and its children at once', async () => {
    const started = spawnWithTimeLimit('sh', ['-c', 'sleep 600 & sleep 600'], { stdio: 'ignore', limit: null });
    const group = started.child.pid ?? -1;
    started.killGroup();
    expect(await started.closed).toBe(1);
    expect(await waitUntilNoneLive({ processGroup: group })).toEqual([]);
  });

  it('a program that cannot be started rejects with a plain Error saying so', async () => {
    const { closed } = spawnWithTimeLimit('/nonexistent/ffmpeg', [], { stdio: 'ignore', limit: { task: 'x', ms: 60_000 } });
    await expect(closed).rejects.toThrow(/^could not run \/nonexistent\/ffmpeg: .*ENOENT/);
  });
});
