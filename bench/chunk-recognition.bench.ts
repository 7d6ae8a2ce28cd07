// `npx tsx bench/chunk-recognition.bench.ts`: how long the spoken interview waits for the words of one chunk of an
// answer, decode included, with PocketSphinx started afresh for every chunk and with one kept loaded for the session
// (apps/server/src/features/interviewer/warm-recogniser.ts). The chunks are what the browser sends: 2.5 s of
// pocketsphinx-testdata's LibriVox read speech, encoded as WebM/Opus. Chunks go one at a time, as the page sends them;
// the first warm chunk (which starts the process) is reported apart.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { referenceSpeechClips } from '@rehearse/analysis/test-fixtures';
import { chunkTranscription } from '../apps/server/src/features/interviewer/chunk-transcription.ts';
import { DEFAULT_WARM_RECOGNISERS, WarmRecognisers } from '../apps/server/src/features/interviewer/warm-recogniser.ts';

const CHUNK_SECONDS = 2.5;
const ROUNDS = Number(process.env.ROUNDS ?? 2);

const work = mkdtempSync(join(os.tmpdir(), 'chunk-bench-'));
const chunks: Buffer[] = [];
for (const clip of (await referenceSpeechClips()).filter((c) => c.path.includes('librivox'))) {
  for (let start = 0; start + CHUNK_SECONDS <= 9; start += CHUNK_SECONDS) {
    const file = join(work, `${chunks.length}.webm`);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-ss', String(start), '-t', String(CHUNK_SECONDS), '-i', clip.path, '-ac', '1', '-c:a', 'libopus', '-f', 'webm', file]);
    const bytes = readFileSync(file);
    // A cut past the clip's end is near-empty: only chunks with audio in them count.
    if (bytes.length > 2_000) chunks.push(bytes);
  }
}

const options = { ffmpegPath: 'ffmpeg', transcriber: 'pocketsphinx' as const, whisperModel: () => null };
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

async function run(label: string, warm: WarmRecognisers | null): Promise<number[]> {
  const recogniser = chunkTranscription({ ...options, warm });
  const signal = new AbortController().signal;
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const chunk of chunks) {
      const started = performance.now();
      await recogniser.transcribe(chunk, 'audio/webm;codecs=opus', signal, 'bench-session');
      times.push(performance.now() - started);
    }
  }
  await recogniser.close();
  const steady = warm ? times.slice(1) : times;
  console.log(`${label}: ${steady.length} chunks, p50 ${quantile(steady, 0.5).toFixed(0)} ms, p95 ${quantile(steady, 0.95).toFixed(0)} ms${warm ? `; first chunk (process start) ${times[0]!.toFixed(0)} ms` : ''}`);
  return steady;
}

console.log(`${chunks.length} chunks of ${CHUNK_SECONDS} s, ${ROUNDS} rounds, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`);
const cold = await run('cold (a process per chunk)', null);
const warm = await run('warm (one process per session)', new WarmRecognisers({ pocketsphinxPath: 'pocketsphinx_batch', ...DEFAULT_WARM_RECOGNISERS }));
console.log(`chunk recognition: p50 ${(quantile(cold, 0.5) / 1000).toFixed(2)} s cold → ${(quantile(warm, 0.5) / 1000).toFixed(2)} s warm`);
rmSync(work, { recursive: true, force: true });
