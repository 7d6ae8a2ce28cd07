import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalObjectStore } from '../../storage/local-object-store.ts';
import { checkStoredRecording } from './stored-recording.ts';

const MB = 1024 * 1024;
let root: string;
let store: LocalObjectStore;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rehearse-stored-recording-'));
  store = new LocalObjectStore({ root });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const put = (key: string, bytes: number) => store.put(key, Readable.from([Buffer.alloc(bytes, 1)]));

describe('checkStoredRecording', () => {
  it('answers the size of a stored recording within the limit', async () => {
    await put('mock/u/s/q/ok.webm', 2 * MB);
    expect(await checkStoredRecording(store, 'mock/u/s/q/ok.webm', 2 * MB)).toBe(2 * MB);
  });

  it('refuses a missing recording with 400', async () => {
    await expect(checkStoredRecording(store, 'mock/u/s/q/none.webm', MB)).rejects.toMatchObject({ status: 400, message: MOCK_SERVER_MESSAGES.noRecording });
  });

  it('refuses and removes an empty recording (400) and one over the limit (413)', async () => {
    await put('mock/u/s/q/empty.webm', 0);
    await expect(checkStoredRecording(store, 'mock/u/s/q/empty.webm', MB)).rejects.toMatchObject({ status: 400, message: MOCK_SERVER_MESSAGES.noRecording });
    expect(await store.exists('mock/u/s/q/empty.webm')).toBe(false);
    await put('mock/u/s/q/big.webm', MB + 1);
    await expect(checkStoredRecording(store, 'mock/u/s/q/big.webm', MB)).rejects.toMatchObject({ status: 413, message: MOCK_SERVER_MESSAGES.tooLarge(1) });
    expect(await store.exists('mock/u/s/q/big.webm')).toBe(false);
  });
});
