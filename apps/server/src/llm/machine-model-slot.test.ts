import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMachineModelSlot } from './machine-model-slot.ts';

const dir = mkdtempSync(join(tmpdir(), 'rehearse-model-slot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const logger = pino({ level: 'silent' });

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe("the machine's one local-model slot", () => {
  it('is held by one process at a time; another waits and takes it when the first lets it go', async () => {
    // DATA_DIR/models not made yet: the slot makes it.
    const lock = join(dir, 'models', 'local-llm.run.lock');
    const first = createMachineModelSlot(lock, logger, { pollMs: 20 });
    let secondFoundItHeld = false;
    const second = createMachineModelSlot(lock, logger, { pollMs: 20, onBusy: () => (secondFoundItHeld = true) });
    first.take();
    await until(() => first.held());
    second.take();
    await until(() => secondFoundItHeld);
    expect(second.held()).toBe(false);
    first.release();
    await until(() => second.held());
    expect(first.held()).toBe(false);
    second.release();
  });
});
