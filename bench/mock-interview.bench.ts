// `npm run bench:mock`: a mock interview of 3 recorded answers of 30 s each, saved as a user would
// (one every `--gap` seconds, default 30: the time spent recording the next one), then Finish.
// Prints the time from Finish to the completed mock-interview report, and how many answers were
// already analysed when Finish was pressed. Real app, real engine, SQLite, in-process worker.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { mockFinishResponseSchema, mockSessionResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { uploadAnswer } from '../apps/server/src/features/mock/mock-test-kit.ts';
import { createTestApp } from '../apps/server/src/test/test-app.ts';

const { values } = parseArgs({ options: { gap: { type: 'string' }, answers: { type: 'string' } } });
const gapSeconds = values.gap === undefined ? 30 : Number(values.gap);
const answerCount = values.answers === undefined ? 3 : Number(values.answers);
const ANSWER_SECONDS = 30;

/** A 30 s VP8/Opus WebM like MediaRecorder's, looped from the talking-head fixture; made once. */
function thirtySecondAnswer(source: string): string {
  const dir = join(import.meta.dirname, 'out');
  const file = join(dir, 'answer-30s.webm');
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-stream_loop', '1', '-i', source, '-t', String(ANSWER_SECONDS), '-vf', 'scale=640:360', '-c:v', 'libvpx', '-b:v', '800k', '-deadline', 'realtime', '-c:a', 'libopus', '-f', 'webm', file]);
  return file;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fixtures = await ensureFixtures();
const answerFile = thirtySecondAnswer(fixtures.talkingHead.path);
const t = await createTestApp();
try {
  await t.deps.mock.startWorker();
  const user = await t.signedInUser();
  const session = mockStartResponseSchema.parse(await (await user.post(mockUrls.start())).json());
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
  const finished = mockFinishResponseSchema.parse(await (await user.post(mockUrls.finish(), { session_id: session.session_id })).json());
  let status = '';
  for (;;) {
    const s = mockSessionResponseSchema.parse(await (await user.get(mockUrls.session(session.session_id))).json());
    status = s.data.analysis?.status ?? '';
    if (status === 'completed' || status === 'failed') break;
    await sleep(100);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `mock interview: Finish → report ${status} in ${seconds.toFixed(1)} s for ${answerCount} answers of ${ANSWER_SECONDS} s ` +
      `(saved ${gapSeconds} s apart; ${doneAtFinish} of ${answerCount} already analysed at Finish); ` +
      `analysis ${finished.analysis_session_id}; ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
} finally {
  await t.close();
}
