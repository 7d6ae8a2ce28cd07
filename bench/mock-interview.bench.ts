// `npm run bench:mock`: a mock interview of 3 recorded answers of 30 s each (`--answers`, `--seconds` to change), saved
// as a user would (one every `--gap` seconds, default 30: the time spent recording the next one), then Finish.
// Prints the time from Finish to the completed mock-interview report, how many answers were already analysed at
// Finish, each answer's timeline relative to Finish (saved, claimed by the worker, analysing, first progress, ended)
// and the report's, and the CPU time the analyses used over the interview (against the wall time: how much of the
// cores they got). `--concurrency N` sets MOCK_WORKER_CONCURRENCY, `--whisper base.en` transcribes as a server with
// that model does (default: PocketSphinx). Real app, real engine, SQLite, in-process worker.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { mockFinishResponseSchema, mockSessionResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { uploadAnswer } from '../apps/server/src/features/mock/mock-test-kit.ts';
import type { AnalysisEngine } from '../apps/server/src/shared/analysis-engine.ts';
import { createTestApp } from '../apps/server/src/test/test-app.ts';
import { formatTimeline, sampleMockTimeline } from './mock-timeline.ts';
import { TOKENS_PER_WINDOW_OF_SPEECH, writeModelOfPublishedSize } from './whisper-dimensions.ts';

const { values } = parseArgs({
  options: { gap: { type: 'string' }, answers: { type: 'string' }, seconds: { type: 'string' }, concurrency: { type: 'string' }, whisper: { type: 'string' } },
});
const gapSeconds = values.gap === undefined ? 30 : Number(values.gap);
const answerCount = values.answers === undefined ? 3 : Number(values.answers);
const ANSWER_SECONDS = values.seconds === undefined ? 30 : Number(values.seconds);

/** An `ANSWER_SECONDS` VP8/Opus WebM like MediaRecorder's, looped from the talking-head fixture; made once. */
function recordedAnswer(source: string): string {
  const dir = join(import.meta.dirname, 'out');
  const file = join(dir, `answer-${ANSWER_SECONDS}s.webm`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-stream_loop', '1', '-i', source, '-t', String(ANSWER_SECONDS), '-vf', 'scale=640:360', '-c:v', 'libvpx', '-b:v', '800k', '-deadline', 'realtime', '-c:a', 'libopus', '-f', 'webm', file]);
  return file;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `--whisper base.en` (or tiny.en, small.en): transcribe with whisper.cpp, as a server with that model does, on a
 * random-weight model of its published size, its decoder held to what a real model writes (bench/whisper-dimensions.ts).
 * The test app runs without a model; the engine the mock worker shares is pointed at this one. Answers its label.
 */
async function useWhisper(engine: AnalysisEngine, name: string | undefined): Promise<string> {
  if (name === undefined) return 'PocketSphinx';
  const whisperModel = join(import.meta.dirname, 'out', `ggml-${name}-random.bin`);
  await writeModelOfPublishedSize(name, whisperModel);
  const base = engine.options;
  Object.defineProperty(engine, 'options', { value: { ...base, transcriber: 'whisper', whisperModel, whisperTokensPerWindow: TOKENS_PER_WINDOW_OF_SPEECH } });
  return `whisper ${name}`;
}

/** CPU seconds of this process's finished, waited-for children (the analysis processes and theirs), from /proc/self/stat. */
function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // cutime and cstime (fields 16–17 of proc(5)) sit at 13–14 after the command name; clock ticks are 1/100 s.
  const [cutime = 0, cstime = 0] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number).slice(13, 15);
  return (cutime + cstime) / 100;
}

/** `childrenCpuSeconds` once the last analysis process has been reaped: it is killed after its answer, and counts only then. */
async function settledChildrenCpuSeconds(): Promise<number> {
  let last = childrenCpuSeconds();
  for (let unchanged = 0; unchanged < 5; ) {
    await sleep(200);
    const now = childrenCpuSeconds();
    unchanged = now === last ? unchanged + 1 : 0;
    last = now;
  }
  return last;
}

const fixtures = await ensureFixtures();
const answerFile = recordedAnswer(fixtures.talkingHead.path);
// `--concurrency`: answers analysed side by side (MOCK_WORKER_CONCURRENCY; default the server's).
const t = await createTestApp({ env: values.concurrency === undefined ? {} : { MOCK_WORKER_CONCURRENCY: values.concurrency } });
const transcriber = await useWhisper(t.deps.analysis.engine, values.whisper);
try {
  await t.deps.mock.startWorker();
  const user = await t.signedInUser();
  const session = mockStartResponseSchema.parse(await (await user.post(mockUrls.start())).json());
  const timeline = sampleMockTimeline(t.deps.database.db, session.session_id);
  const firstSave = { at: performance.now(), cpu: childrenCpuSeconds() };
  for (let i = 0; i < answerCount; i += 1) {
    const key = session.questions[i]!.key;
    const { link, response } = await uploadAnswer(user, session.session_id, key, answerFile);
    if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    const saved = await user.post(mockUrls.answer(), { session_id: session.session_id, question_key: key, duration_sec: ANSWER_SECONDS, notes: '', media_url: link.s3_key, skipped: false });
    if (!saved.ok) throw new Error(`answer failed: ${saved.status}`);
    // The user records the next answer meanwhile; after the last one they press Finish at once.
    if (i < answerCount - 1) await sleep(gapSeconds * 1000);
  }
  const before = mockSessionResponseSchema.parse(await (await user.get(mockUrls.session(session.session_id))).json());
  const doneAtFinish = Object.values(before.data.answers).filter((a) => a.analysis?.status === 'completed').length;

  const started = performance.now();
  mockFinishResponseSchema.parse(await (await user.post(mockUrls.finish(), { session_id: session.session_id })).json());
  let status = '';
  for (;;) {
    const s = mockSessionResponseSchema.parse(await (await user.get(mockUrls.session(session.session_id))).json());
    status = s.data.analysis?.status ?? '';
    if (status === 'completed' || status === 'failed') break;
    await sleep(100);
  }
  const seconds = (performance.now() - started) / 1000;
  const sinceFirstSave = (performance.now() - firstSave.at) / 1000;
  await timeline.stop();
  const analysisCpu = (await settledChildrenCpuSeconds()) - firstSave.cpu;
  console.log(
    `mock interview: Finish → report ${status} in ${seconds.toFixed(1)} s for ${answerCount} answers of ${ANSWER_SECONDS} s ` +
      `(saved ${gapSeconds} s apart, ${t.deps.config.analysis.mockWorkerConcurrency} analysed at once; ${doneAtFinish} of ${answerCount} already analysed at Finish); ` +
      `${transcriber}; ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  console.log(`timeline (seconds from Finish):\n${formatTimeline(timeline, started)}`);
  console.log(`analyses used ${analysisCpu.toFixed(1)} CPU-s in the ${sinceFirstSave.toFixed(1)} s from the first save to the report (${(analysisCpu / sinceFirstSave).toFixed(2)} cores on average)`);
} finally {
  await t.close();
}
