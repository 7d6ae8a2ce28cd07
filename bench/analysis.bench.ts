// `npm run bench:analysis`: the whole analysis of the 60 s 1280×720 H.264/AAC fixture.
// Prints wall time ÷ media duration, per-stage wall times and the peak resident memory of the
// process tree (this process with its video worker thread, plus the ffmpeg and PocketSphinx children),
// sampled from /proc every 100 ms. `--fps N` changes the video sampling rate (default 2). `--whisper tiny.en` (or
// base.en, small.en) transcribes with whisper.cpp on a random-weight model of that model's published size, its decoder
// held to what a real model writes for speech (whisper-dimensions.ts); `WHISPER_MODEL=<ggml file>` uses a real model.
// `--whisper tiny.en,base.en` measures several models in the same run, one after the other, `--rounds N` times in turn
// (the same machine state for each, as far as a shared machine allows), and ends with a line per model.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { analyze, type AnalysisOptions } from '@rehearse/analysis';
import { ensureBenchmarkClip } from '@rehearse/analysis/test-fixtures';
import { TOKENS_PER_WINDOW_OF_SPEECH, writeModelOfPublishedSize } from './whisper-dimensions.ts';

const { values } = parseArgs({ options: { fps: { type: 'string' }, whisper: { type: 'string' }, rounds: { type: 'string' } } });
const fps = values.fps === undefined ? 2 : Number(values.fps);
const rounds = values.rounds === undefined ? 1 : Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number from 1');

type Transcription = Pick<Partial<AnalysisOptions>, 'whisperModel' | 'whisperTokensPerWindow'>;

/** The transcribers to measure: PocketSphinx (the default without a model), a real model file, or models of a published size. */
async function transcriptions(dir: string): Promise<Array<{ label: string; options: Transcription }>> {
  const realModel = process.env.WHISPER_MODEL;
  if (realModel) return [{ label: realModel, options: { whisperModel: realModel } }];
  if (values.whisper === undefined) return [{ label: 'pocketsphinx', options: {} }];
  const models = [];
  for (const name of values.whisper.split(',').map((n) => n.trim()).filter(Boolean)) {
    const whisperModel = join(dir, `ggml-${name}-random.bin`);
    await writeModelOfPublishedSize(name, whisperModel);
    models.push({ label: name, options: { whisperModel, whisperTokensPerWindow: TOKENS_PER_WINDOW_OF_SPEECH } });
  }
  return models;
}
const modelDir = mkdtempSync(join(os.tmpdir(), 'bench-analysis-'));
const measured = await transcriptions(modelDir);

const PAGE_KB = 4;

/** Resident kB of a process from /proc/<pid>/statm; 0 when it has gone. */
function residentKb(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_KB;
  } catch {
    return 0;
  }
}

/** This process and all its descendants, from the parent ids in /proc/<pid>/stat. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(parent) ?? [];
      list.push(Number(entry));
      children.set(parent, list);
    } catch {
      // The process ended while being read.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i] as number) ?? []));
  return tree;
}

/** CPU seconds of this process (all its threads) and of its finished, waited-for children, from /proc/self/stat. */
function cpuSeconds(): { self: number; children: number } {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  // Fields 14–17 of proc(5) (utime, stime, cutime, cstime) sit at 11–14 after the command name; clock ticks are 1/100 s.
  const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15);
  return { self: (utime + stime) / 100, children: (cutime + cstime) / 100 };
}

const benchmarkClip = await ensureBenchmarkClip();

interface Figures {
  label: string;
  rtf: number;
  wall: number;
  cpu: number;
  load: number;
}

/** One whole analysis of the clip with `transcription`, its lines printed; answers its figures. */
async function measure(label: string, transcription: Transcription): Promise<Figures> {
  const cpuBefore = cpuSeconds();
  let peakTreeKb = 0;
  const sampler = setInterval(() => {
    peakTreeKb = Math.max(peakTreeKb, processTree(process.pid).reduce((sum, pid) => sum + residentKb(pid), 0));
  }, 100);

  const loadBefore = os.loadavg()[0] ?? 0;
  const stages: Record<string, number> = {};
  const started = performance.now();
  const result = await analyze(benchmarkClip, { fps, ...transcription, onTiming: (stage, ms) => (stages[stage] = ms) });
  const wallSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const cpuAfter = cpuSeconds();
  const cpuSelf = cpuAfter.self - cpuBefore.self;
  const cpuChildren = cpuAfter.children - cpuBefore.children;

  const media = result.quality.media_duration;
  const selfPeakMb = process.resourceUsage().maxRSS / 1024;
  const peakMb = Math.max(peakTreeKb / 1024, selfPeakMb);
  const seconds = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
  console.log(
    `[${label}] analysis: ${media.toFixed(1)} s media in ${wallSeconds.toFixed(1)} s wall = ${(wallSeconds / media).toFixed(2)}× real time; ` +
      `peak RSS ${peakMb.toFixed(0)} MB (process tree; this process alone ${selfPeakMb.toFixed(0)} MB, highest so far in this run)`,
  );
  console.log(
    `  fps ${fps}, ${result.video.frames_analyzed} frames; probe ${seconds(stages.probe)}, audio branch ${seconds(stages.audio)}, ` +
      `video branch ${seconds(stages.video)} (in parallel), assembly ${seconds(stages.assembly)}`,
  );
  console.log(
    `  CPU ${(cpuSelf + cpuChildren).toFixed(1)} s (node threads ${cpuSelf.toFixed(1)} s, ffmpeg + PocketSphinx ${cpuChildren.toFixed(1)} s) ` +
      `= ${((cpuSelf + cpuChildren) / media).toFixed(2)} CPU-s per media second; load average before/after ${loadBefore.toFixed(2)} / ${os.loadavg()[0]?.toFixed(2)}`,
  );
  console.log(
    `  transcriber ${result.engines.transcriber_detail ?? result.engines.transcriber}; words ${result.audio.metrics.word_count}; ` +
      `face rate ${result.video.metrics.face_detection_rate}; overall ${result.overall_score}`,
  );
  return { label, rtf: wallSeconds / media, wall: wallSeconds, cpu: cpuSelf + cpuChildren, load: loadBefore };
}

const figures: Figures[] = [];
try {
  for (let round = 0; round < rounds; round += 1) {
    for (const { label, options } of measured) {
      try {
        figures.push(await measure(label, options));
      } catch (error) {
        // One model past the time limit still leaves the others' figures.
        console.log(`[${label}] analysis failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
} finally {
  rmSync(modelDir, { recursive: true, force: true });
}
if (rounds * measured.length > 1) {
  console.log('summary (real-time factor = wall ÷ media; CPU-s for the whole analysis; load average before each run):');
  for (const { label } of measured) {
    const mine = figures.filter((f) => f.label === label);
    if (mine.length === 0) {
      console.log(`  ${label.padEnd(12)} no run finished`);
      continue;
    }
    console.log(
      `  ${label.padEnd(12)} RTF ${mine.map((f) => f.rtf.toFixed(2)).join(' / ')}; wall ${mine.map((f) => f.wall.toFixed(1)).join(' / ')} s; ` +
        `CPU ${mine.map((f) => f.cpu.toFixed(1)).join(' / ')} s; load ${mine.map((f) => f.load.toFixed(1)).join(' / ')}`,
    );
  }
}
