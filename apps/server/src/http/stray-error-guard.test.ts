import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startTsxChild } from '../test/tsx-child.ts';

const fixture = fileURLToPath(new URL('./stray-error-guard.fixture.ts', import.meta.url));

describe('stray error guard', () => {
  it('logs a stream error nobody listened for in a request with its request id and keeps running; outside a request it exits 1', async () => {
    const child = startTsxChild(fixture, []);
    const [code] = (await once(child.child, 'exit')) as [number | null];
    const lines = child
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; requestId?: string; err?: { message: string }; origin?: string });
    const inRequest = lines.find((l) => l.err?.message === 'stray stream error in a request');
    expect(inRequest).toMatchObject({ level: 50, requestId: 'req-fixture-1', origin: 'uncaughtException' });
    expect(child.output()).toContain('alive');
    const outside = lines.find((l) => l.err?.message === 'stray stream error outside any request');
    expect(outside?.level).toBe(60);
    expect(code).toBe(1);
  });
});
