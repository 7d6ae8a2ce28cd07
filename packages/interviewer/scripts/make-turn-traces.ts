/**
 * Writes the turn-taking traces in src/turn-taking/traces/: each scenario is spoken (espeak-ng, and the LibriVox
 * read-speech clips of Debian's pocketsphinx-testdata for a human voice), laid out with pauses on a candidate track and
 * an interviewer track, mixed as a microphone would hear them (room noise, and what echo cancellation leaves of the
 * interviewer's voice), and measured frame by frame by ffmpeg (astats RMS level over 512-sample frames at 16 kHz,
 * Silero VAD's window). The words a streaming recogniser would have given so far are placed over each spoken segment
 * by letter count and shown after a recogniser's delay. Silero VAD (v5, the model the browser runs through
 * @ricky0123/vad-web) gives each frame's speech probability, run here by onnxruntime-web's WASM build as in the page.
 *
 *   npx tsx packages/interviewer/scripts/make-turn-traces.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as ort from 'onnxruntime-web';
import type { TurnTrace, TraceSegment } from '../src/turn-taking/turn-trace.ts';

const SAMPLE_RATE = 16_000;
const FRAME_SAMPLES = 512;
/** A streaming recogniser shows a word about this long after it was spoken. */
const RECOGNISER_DELAY_SECONDS = 0.4;
/** Room noise around −54 dBFS, and the interviewer's voice 35 dB down after echo cancellation. */
const NOISE_AMPLITUDE = 0.002;
const ECHO_GAIN = 10 ** (-35 / 20);

type Part =
  | { say: string }
  | { clip: string }
  | { silence: number }
  | { interviewer: string; candidateStartsAfter?: number; then?: Part[] }
  | { key: true };

interface Scenario {
  name: string;
  description: string;
  parts: Part[];
}

const SCENARIOS: Scenario[] = [
  {
    name: 'pause-after-filler',
    description: 'A two-second pause after "um" inside the answer, then the rest of the sentence and a long silence.',
    parts: [
      { say: 'In my last role I led the move of our billing system to a new provider and um' },
      { silence: 2 },
      { say: 'we cut failed payments by half in three months.' },
      { silence: 4 },
    ],
  },
  {
    name: 'pause-mid-sentence',
    description: 'A pause of 1.8 s after an article, mid-sentence, then the sentence ends and a long silence follows.',
    parts: [
      { say: 'The first thing I did was to talk to the' },
      { silence: 1.8 },
      { say: 'customers who had complained the most.' },
      { silence: 4 },
    ],
  },
  {
    name: 'silence-after-filler',
    description: 'The candidate trails off after "uh" and stays silent: a long silence ends the answer even after a hesitation.',
    parts: [{ say: 'So the result of all that was uh' }, { silence: 6 }],
  },
  {
    name: 'finished-sentence',
    description: 'One complete sentence, then silence.',
    parts: [{ say: 'The backlog fell from two hundred tickets to forty in six weeks.' }, { silence: 3 }],
  },
  {
    name: 'spoken-end',
    description: 'The candidate closes with "that\'s my answer".',
    parts: [{ say: "We launched on time and the complaints stopped. That's my answer." }, { silence: 2 }],
  },
  {
    name: 'barge-in',
    description: 'The candidate (a LibriVox reader) starts speaking 1.5 s into the interviewer\'s question.',
    parts: [
      {
        interviewer: 'Tell me about a time you had to deliver bad news to a customer, and what you did next.',
        candidateStartsAfter: 1.5,
        then: [{ clip: 'sense_and_sensibility_01_austen_64kb-0870' }, { silence: 3 }],
      },
    ],
  },
  {
    name: 'echo-then-answer',
    description: 'The interviewer asks (its echo stays in the microphone), the candidate waits a second, then answers.',
    parts: [
      { interviewer: 'What is the achievement you are proudest of, and why?' },
      { silence: 1 },
      { say: 'Shipping the new onboarding flow, because sign ups doubled.' },
      { silence: 3 },
    ],
  },
  {
    name: 'read-speech-with-breaths',
    description: 'Three LibriVox clips read by one person with pauses of 0.6 s and 0.9 s between them, then silence.',
    parts: [
      { clip: 'sense_and_sensibility_01_austen_64kb-0880' },
      { silence: 0.6 },
      { clip: 'sense_and_sensibility_01_austen_64kb-0890' },
      { silence: 0.9 },
      { clip: 'sense_and_sensibility_01_austen_64kb-0920' },
      { silence: 3 },
    ],
  },
  {
    name: 'keypress',
    description: 'The candidate presses the done key right after a sentence.',
    parts: [{ say: 'I would start by asking the team what slowed them down.' }, { key: true }, { silence: 2 }],
  },
  {
    name: 'no-answer',
    description: 'The interviewer asks and the candidate never speaks.',
    parts: [{ interviewer: 'How do you prioritise when everything is urgent?' }, { silence: 12 }],
  },
];

const work = mkdtempSync(join(tmpdir(), 'turn-traces-'));
const outDir = new URL('../src/turn-taking/traces/', import.meta.url);

function decode(path: string): Float32Array {
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'f32le', '-ac', '1', '-ar', String(SAMPLE_RATE), '-'], {
    maxBuffer: 1 << 28,
  });
  return new Float32Array(pcm.buffer, pcm.byteOffset, pcm.byteLength / 4);
}

let synthCount = 0;
function synthesise(text: string): Float32Array {
  const path = join(work, `say-${synthCount++}.wav`);
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '160', '-w', path, text]);
  return trimSilence(decode(path));
}

/** espeak-ng pads its output with silence; the scenario says where pauses are, so cut it. */
function trimSilence(samples: Float32Array): Float32Array {
  const loud = (x: number) => Math.abs(x) > 0.01;
  const first = samples.findIndex(loud);
  const last = samples.findLastIndex(loud);
  return first < 0 ? samples : samples.slice(first, last + 1);
}

function librivox(): Map<string, { path: string; text: string }> {
  const listing = execFileSync('dpkg', ['-L', 'pocketsphinx-testdata'], { encoding: 'utf8' });
  const transcription = listing.split('\n').find((l) => l.endsWith('/librivox/transcription'));
  if (!transcription) throw new Error("pocketsphinx-testdata is missing: apt-get install pocketsphinx-testdata");
  const clips = new Map<string, { path: string; text: string }>();
  for (const line of readFileSync(transcription, 'utf8').split('\n')) {
    const m = /^<s>\s*(.*?)\s*<\/s>\s*\((.+)\)\s*$/.exec(line.trim());
    if (m?.[1] && m[2]) clips.set(m[2], { path: transcription.replace(/transcription$/, `${m[2]}.wav`), text: m[1].toLowerCase() });
  }
  return clips;
}

interface Layout {
  candidate: { at: number; samples: Float32Array }[];
  interviewer: { at: number; samples: Float32Array }[];
  segments: TraceSegment[];
  words: { word: string; at: number }[];
  keyPresses: number[];
  end: number;
}

function layOut(parts: Part[], clips: ReturnType<typeof librivox>, layout: Layout, start: number): number {
  let t = start;
  for (const part of parts) {
    if ('silence' in part) {
      layout.segments.push({ kind: 'silence', start: round(t), end: round(t + part.silence) });
      t += part.silence;
    } else if ('key' in part) {
      layout.keyPresses.push(round(t));
    } else if ('interviewer' in part) {
      const samples = synthesise(part.interviewer);
      const duration = samples.length / SAMPLE_RATE;
      layout.interviewer.push({ at: t, samples });
      layout.segments.push({ kind: 'interviewer', start: round(t), end: round(t + duration), text: part.interviewer });
      if (part.then) t = layOut(part.then, clips, layout, t + (part.candidateStartsAfter ?? duration));
      else t += duration;
    } else {
      const text = 'say' in part ? part.say : (clips.get(part.clip)?.text ?? '');
      if (!text) throw new Error(`No LibriVox clip ${'clip' in part ? part.clip : ''}`);
      const clip = 'clip' in part ? clips.get(part.clip) : undefined;
      const samples = clip ? decode(clip.path) : synthesise(text);
      const duration = samples.length / SAMPLE_RATE;
      layout.candidate.push({ at: t, samples });
      layout.segments.push({ kind: 'speech', start: round(t), end: round(t + duration), text });
      placeWords(text, t, duration, layout.words);
      t += duration;
    }
  }
  layout.end = Math.max(layout.end, t);
  return t;
}

/** Spreads the words over the segment by letter count; each shows once the recogniser would have given it. */
function placeWords(text: string, start: number, duration: number, into: Layout['words']) {
  const words = text.toLowerCase().replace(/[.,?!]/g, '').split(/\s+/).filter(Boolean);
  const letters = words.reduce((n, w) => n + w.length + 1, 0);
  let done = 0;
  for (const word of words) {
    done += word.length + 1;
    into.push({ word, at: round(start + (duration * done) / letters + RECOGNISER_DELAY_SECONDS) });
  }
}

function mix(layout: Layout): Float32Array {
  const mic = new Float32Array(Math.ceil(layout.end * SAMPLE_RATE));
  let seed = 20261128;
  const random = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 2 - 1;
  for (let i = 0; i < mic.length; i++) mic[i] = random() * NOISE_AMPLITUDE * Math.sqrt(3);
  const add = (track: Layout['candidate'], gain: number) => {
    for (const { at, samples } of track) {
      const offset = Math.round(at * SAMPLE_RATE);
      for (let i = 0; i < samples.length && offset + i < mic.length; i++) mic[offset + i] = (mic[offset + i] ?? 0) + (samples[i] ?? 0) * gain;
    }
  };
  add(layout.candidate, 1);
  add(layout.interviewer, ECHO_GAIN);
  return mic;
}

/** 64 samples of the previous frame go before each frame, as vad-web feeds Silero v5. */
const VAD_CONTEXT_SAMPLES = 64;

async function speechProbabilities(mic: Float32Array, session: ort.InferenceSession): Promise<number[]> {
  let state: ort.Tensor = new ort.Tensor('float32', new Float32Array(2 * 128), [2, 1, 128]);
  const sr = new ort.Tensor('int64', BigInt64Array.from([BigInt(SAMPLE_RATE)]));
  const out: number[] = [];
  let context = new Float32Array(VAD_CONTEXT_SAMPLES);
  for (let start = 0; start + FRAME_SAMPLES <= mic.length; start += FRAME_SAMPLES) {
    const frame = mic.slice(start, start + FRAME_SAMPLES);
    const input = new Float32Array(VAD_CONTEXT_SAMPLES + FRAME_SAMPLES);
    input.set(context, 0);
    input.set(frame, VAD_CONTEXT_SAMPLES);
    context = frame.slice(-VAD_CONTEXT_SAMPLES);
    const result = await session.run({ input: new ort.Tensor('float32', input, [1, input.length]), state, sr });
    state = result.stateN as ort.Tensor;
    out.push(Math.round(Number((result.output as ort.Tensor).data[0]) * 1000) / 1000);
  }
  return out;
}

/** ffmpeg's RMS level of each 512-sample frame, in dBFS. */
function frameLevels(mic: Float32Array, name: string): number[] {
  const raw = join(work, `${name}.f32`);
  writeFileSync(raw, Buffer.from(mic.buffer));
  const out = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', raw, '-af',
      `asetnsamples=n=${FRAME_SAMPLES}:p=0,astats=metadata=1:reset=1,ametadata=print:key=lavfi.astats.Overall.RMS_level:file=-`,
      '-f', 'null', '-'],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  return [...out.matchAll(/RMS_level=(-?[\d.]+|-inf)/g)].map((m) => (m[1] === '-inf' ? -120 : Math.round(Number(m[1]) * 10) / 10));
}

const round = (x: number) => Math.round(x * 1000) / 1000;

const clips = librivox();
ort.env.wasm.numThreads = 1;
const vadModel = join(dirname(createRequire(import.meta.url).resolve('@ricky0123/vad-web/package.json')), 'dist', 'silero_vad_v5.onnx');
const session = await ort.InferenceSession.create(readFileSync(vadModel));
for (const scenario of SCENARIOS) {
  const layout: Layout = { candidate: [], interviewer: [], segments: [], words: [], keyPresses: [], end: 0 };
  layOut(scenario.parts, clips, layout, 0);
  const mic = mix(layout);
  const trace: TurnTrace = {
    name: scenario.name,
    description: scenario.description,
    frameSeconds: FRAME_SAMPLES / SAMPLE_RATE,
    segments: layout.segments,
    words: layout.words,
    keyPresses: layout.keyPresses,
    levelsDb: frameLevels(mic, scenario.name),
    speechProbabilities: await speechProbabilities(mic, session),
  };
  writeFileSync(new URL(`${scenario.name}.json`, outDir), `${JSON.stringify(trace)}\n`);
  console.log(`${scenario.name}: ${trace.levelsDb.length} level frames, ${trace.speechProbabilities?.length} VAD frames, ${trace.words.length} words`);
}
rmSync(work, { recursive: true, force: true });
