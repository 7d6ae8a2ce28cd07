// `npm run bench:interviewer`: how soon the interviewer speaks after an answer, on the embedded default (the compiled
// server as `npm start` runs it: the built-in rules, the server's own voice, PocketSphinx for the words while spoken;
// no whisper model, none can be fetched here), driven by Chromium with a fake microphone file of spoken answers and
// silences. A six-question interview at 1.5× speaking speed, hands-free: the file holds ten answers, 14 s of silence
// apart (room for the interviewer's reply, short of the 10 s it waits for an answer to begin), so some answers earn a
// built-in follow-up and the others move the interview on. Measured in the page: the end of each answer from
// the microphone's own level (the last voiced frame before the interviewer next speaks), and the first sound of the
// interviewer's next words from its audio element's `playing` event; between them, when the page saved the answer
// (its turn POSTed: the end of the answer decided and its last words in). Prints every reply, p50/p95 when it moves
// on and when it asks a follow-up, and the overall figure as the last line.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { FOLLOW_UP_QUESTIONS } from '@rehearse/contract/mock-constants';
import { freePort, REPO_ROOT, startCompiledProcess } from '../apps/server/src/test/compiled-process.ts';
import { fakeCaptureLaunchOptions } from '../e2e/fake-capture.ts';

/** `--requests`: under each reply, the requests the page made between saving the answer and the reply sounding. */
const { values: flags } = parseArgs({ options: { requests: { type: 'boolean' } } });

/** When the first answer begins in the microphone file: the greeting and first question are said before it. */
const FIRST_ANSWER_AT = 25;
/** Silence after each answer: the reply (≈ 2 s of patience, then 3–9 s of speech at 1.5×) ends before the next answer. */
const GAP_SECONDS = 14;
/** Six questions: the built-in rules may add one follow-up per three (decision 071), so two of the replies can be one. */
const QUESTIONS = 6;
/** Stories that name no result, and results: the rules ask for the outcome when an answer names none. */
const ANSWERS = [
  'I led the move of our billing system to a new platform. I planned the work, split it into three stages, and tested each stage with the finance team.',
  'We finished it in six weeks with no downtime, and the support calls fell by forty percent.',
  'At my last job our team missed two releases in a row. I set up a weekly review, and I wrote the release checklist myself.',
  'After that we shipped every release on time for a whole year.',
  'A customer was angry about a late delivery. I called her the same day, explained the delay, and offered to refund the shipping.',
  'She stayed with us, and the next month her company doubled its order.',
  'When two colleagues disagreed about a design, I asked each of them to write down their reasons, and I set up a short meeting to compare them.',
  'We chose one design in a day, and the feature went out a week early.',
  'I taught myself the basics of data analysis in the evenings, and I built a small report for my manager.',
  'No, thank you. I think you covered everything.',
];

/** The fake microphone: silence, then each answer (espeak-ng, a voice unlike the interviewer's) with silence after it. */
function microphoneFile(): { file: string; seconds: number } {
  const dir = join(import.meta.dirname, 'out', 'interviewer');
  mkdirSync(dir, { recursive: true });
  const key = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
  const file = join(dir, `answers-${key(`${FIRST_ANSWER_AT} ${GAP_SECONDS} ${ANSWERS.join('|')}`)}.wav`);
  const parts = ANSWERS.map((text) => {
    const part = join(dir, `answer-${key(text)}.wav`);
    if (!existsSync(part)) execFileSync('espeak-ng', ['-v', 'en-us+m3', '-s', '165', '-w', part, text]);
    return part;
  });
  if (!existsSync(file)) {
    const silence = (seconds: number) => ['-f', 'lavfi', '-t', String(seconds), '-i', 'anullsrc=r=48000:cl=mono'];
    const inputs = [...silence(FIRST_ANSWER_AT), ...parts.flatMap((part) => ['-i', part, ...silence(GAP_SECONDS)]), ...silence(60)];
    const count = 1 + parts.length * 2 + 1;
    const labels = Array.from({ length: count }, (_, i) => (i % 2 === 1 && i < count - 1 ? `[a${i}]` : `[${i}:a]`));
    const resample = parts.map((_, i) => `[${2 * i + 1}:a]aresample=48000[a${2 * i + 1}]`).join(';');
    execFileSync('ffmpeg', ['-v', 'error', '-y', ...inputs, '-filter_complex', `${resample};${labels.join('')}concat=n=${count}:v=0:a=1[out]`, '-map', '[out]', '-ac', '1', '-ar', '48000', '-c:a', 'pcm_s16le', file]);
  }
  const seconds = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString());
  return { file, seconds };
}

interface PageTrace {
  /** Epoch ms of each interviewer utterance starting to sound, with its text. */
  playing: { at: number; text: string }[];
  /** Epoch ms of each stretch of voice on the microphone. */
  voice: { start: number; end: number }[];
}

/** Instruments the page: the microphone's level (RMS every 20 ms, on above −40 dBFS, off below −46 for 250 ms) and the interviewer's audio. */
async function instrument(page: Page): Promise<void> {
  // Page code as text: the bench project has no DOM types (they would clash with Node's for the other benches).
  await page.addInitScript({
    content: `(() => {
      const trace = { playing: [], voice: [] };
      window.benchTrace = trace;
      let listening = false;
      const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        if (!listening && stream.getAudioTracks().length > 0) {
          listening = true;
          const context = new AudioContext();
          void context.resume();
          const analyser = context.createAnalyser();
          analyser.fftSize = 1024;
          context.createMediaStreamSource(stream.clone()).connect(analyser);
          const samples = new Float32Array(analyser.fftSize);
          let current = null;
          setInterval(() => {
            analyser.getFloatTimeDomainData(samples);
            let sum = 0;
            for (const sample of samples) sum += sample * sample;
            const db = 10 * Math.log10(sum / samples.length + 1e-12);
            const now = Date.now();
            if (db > -40) {
              if (!current) trace.voice.push((current = { start: now, end: now }));
              current.end = now;
            } else if (current && db < -46 && now - current.end > 250) current = null;
          }, 20);
        }
        return stream;
      };
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function () {
        const text = new URL(this.src, location.href).searchParams.get('text') || '';
        this.addEventListener('playing', () => trace.playing.push({ at: Date.now(), text }), { once: true });
        return play.call(this);
      };
    })();`,
  });
}

/** The newest mail the server wrote to its outbox for `to`, decoded from quoted-printable. */
function verifyLink(dataDir: string, to: string): string {
  const dir = join(dataDir, 'outbox');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse()) {
    const raw = readFileSync(join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = raw.includes(to) ? raw.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => url.includes('verify-email')) : undefined;
    if (link) return link;
  }
  throw new Error(`no verification mail to ${to}`);
}

interface Reply {
  /** Seconds from the end of the answer to the first sound of the reply. */
  seconds: number;
  /** Seconds from the end of the answer to its turn being saved (null when no save was seen in between). */
  saved: number | null;
  /** Epoch ms of the reply's first sound. */
  soundAt: number;
  kind: 'follow-up' | 'moves on';
  said: string;
}

/** Each answer (voice between two utterances of the interviewer) and the reply it got: the utterances until the candidate speaks again. */
function repliesOf(trace: PageTrace, saves: number[]): Reply[] {
  const followUps = Object.values(FOLLOW_UP_QUESTIONS);
  const replies: Reply[] = [];
  trace.playing.forEach((utterance, i) => {
    const previous = trace.playing[i - 1]?.at ?? -Infinity;
    const answer = trace.voice.filter((v) => v.start > previous && v.end < utterance.at).at(-1);
    if (!answer) return;
    const nextVoice = trace.voice.find((v) => v.start > utterance.at)?.start ?? Infinity;
    const said = trace.playing.filter((p) => p.at >= utterance.at && p.at < nextVoice).map((p) => p.text).join(' ');
    const save = saves.find((at) => at > answer.end && at < utterance.at);
    replies.push({ soundAt: utterance.at, seconds: (utterance.at - answer.end) / 1000, saved: save === undefined ? null : (save - answer.end) / 1000, kind: followUps.some((q) => said.includes(q)) ? 'follow-up' : 'moves on', said });
  });
  return replies;
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const summary = (values: number[]) => (values.length === 0 ? 'none' : `p50 ${percentile(values, 50).toFixed(2)} s, p95 ${percentile(values, 95).toFixed(2)} s over ${values.length}`);

const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error('the build failed');
await ensureFixtures();
const microphone = microphoneFile();
const dataDir = mkdtempSync(join(tmpdir(), 'rehearse-bench-interviewer-'));
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = startCompiledProcess('main', { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin });
const browser = await chromium.launch(fakeCaptureLaunchOptions({ audio: microphone.file, once: true }));
try {
  await server.waitForLog((line) => typeof line.msg === 'string' && /listening/i.test(line.msg), 60_000);
  const page = await browser.newPage({ baseURL: origin });
  await instrument(page);
  const saves: number[] = [];
  const requests: { at: number; done: number | null; what: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/turns/') && request.postData()?.includes('"candidate"')) saves.push(Date.now());
    requests.push({ at: Date.now(), done: null, what: `${request.method()} ${new URL(request.url()).pathname}` });
  });
  page.on('requestfinished', (request) => {
    const what = `${request.method()} ${new URL(request.url()).pathname}`;
    const started = requests.find((r) => r.what === what && r.done === null);
    if (started) started.done = Date.now();
  });
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: { email, password: 'Rehearse1!', name: 'Bench Bea', full_name: 'Bench Bea' }, headers: { origin } });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  await page.goto(verifyLink(dataDir, email));
  await page.waitForURL(/\/dashboard/);
  await page.goto('/mock-interview');
  await page.getByLabel('Number of questions').selectOption(String(QUESTIONS));
  await page.getByRole('button', { name: 'Start interview' }).click();
  await page.getByText(`Question 1 of ${QUESTIONS}`).waitFor();
  await page.getByRole('button', { name: 'Talk with the interviewer' }).click();
  await page.getByLabel('Speaking speed').selectOption('1.5');
  // The microphone file started with the camera; the greeting and first question (≈ 10 s) end before the first answer.
  await page.waitForTimeout(Math.max(0, (FIRST_ANSWER_AT - 15) * 1000));
  await page.getByRole('button', { name: 'Start talking' }).click();
  const ended = page.getByRole('heading', { name: 'Mock Interview Complete!' });
  await ended.waitFor({ timeout: (microphone.seconds + 30) * 1000 }).catch(() => console.log('(the interview did not reach its end before the microphone file ran out; measured what was said)'));
  const trace = (await page.evaluate('window.benchTrace')) as PageTrace;
  const replies = repliesOf(trace, saves);
  console.log('end of answer → first sound of the reply (of which: end of answer → answer saved)');
  for (const reply of replies) {
    const saved = reply.saved === null ? '   ?  ' : `${reply.saved.toFixed(2)} s`;
    console.log(`  ${reply.seconds.toFixed(2)} s (${saved})  ${reply.kind.padEnd(9)}  “${reply.said.slice(0, 80)}${reply.said.length > 80 ? '…' : ''}”`);
    if (flags.requests && reply.saved !== null) {
      const savedAt = reply.soundAt - (reply.seconds - reply.saved) * 1000;
      for (const r of requests.filter((q) => q.at >= savedAt && q.at <= reply.soundAt)) {
        console.log(`      +${((r.at - savedAt) / 1000).toFixed(2)} s ${r.what}${r.done === null ? '' : ` (${((r.done - r.at) / 1000).toFixed(2)} s)`}`);
      }
    }
  }
  const of = (kind: Reply['kind']) => replies.filter((r) => r.kind === kind).map((r) => r.seconds);
  console.log(`moves on: ${summary(of('moves on'))}; asks a built-in follow-up: ${summary(of('follow-up'))}`);
  const savedParts = replies.flatMap((r) => (r.saved === null ? [] : [r.saved]));
  const afterSave = replies.flatMap((r) => (r.saved === null ? [] : [r.seconds - r.saved]));
  console.log(`of which end of answer → saved: ${summary(savedParts)}; saved → first sound: ${summary(afterSave)}`);
  console.log(`voice ${server.log().find((l) => typeof l.msg === 'string' && l.msg.includes('speaks with'))?.msg ?? 'espeak-ng (the default engine of the speech route)'}; ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)}`);
  const all = replies.map((r) => r.seconds);
  console.log(`interviewer: next words after an answer p50 ${percentile(all, 50).toFixed(2)} s, p95 ${percentile(all, 95).toFixed(2)} s over ${all.length} turns`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
