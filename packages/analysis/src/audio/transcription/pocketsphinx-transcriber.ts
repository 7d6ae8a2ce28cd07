import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { childFailureReason } from '../../process/child-failure-reason.ts';
import { spawnWithTimeLimit } from '../../process/spawn-with-time-limit.ts';
import type { TimeLimit } from '../../process/time-limit.ts';
import { parsePocketsphinxCtm } from './pocketsphinx-ctm.ts';
import type { Transcriber, Transcript } from './transcriber.ts';

/**
 * Caps on active HMMs and word exits per frame: the decoder runs about twice as fast with the same words on the
 * benchmark clips (docs/BENCHMARKS.md, "Speech recognition"), so transcription does not outlast the video branch.
 * `-remove_silence no`: by default the decoder drops the frames it deems silent before decoding and counts word times
 * without them, so every word after a pause came out early by the pause's length (4 s after the talking-head
 * fixture's 3 s silence), which moved fillers, transcript seeks and the voiced time of the pace figure.
 */
export const POCKETSPHINX_DECODER_SETTINGS: readonly string[] = ['-maxhmmpf', '3000', '-maxwpf', '5', '-remove_silence', 'no'];

/** The model the Debian packages ship, named for the result's `engines.transcriber_detail` (never a path). */
export const POCKETSPHINX_DETAIL = 'PocketSphinx 5prealpha, CMU Sphinx US English acoustic model, en-us.lm.bin language model';

/**
 * CMU PocketSphinx (Debian `pocketsphinx` + `pocketsphinx-en-us`) as a child process, so it runs on its own core while
 * the acoustic analysis continues. `pocketsphinx_batch` decodes the whole file as one utterance, normalising the
 * cepstrum over all of it; `pocketsphinx_continuous` normalises it live from a preset and mis-hears the first seconds
 * of every stretch of speech (WER 42 % against 25 % on the benchmark clips). The input must be a 16 kHz 16-bit mono WAV
 * with a 44-byte header (`wav-file.ts` writes exactly that).
 */
export function createPocketsphinxTranscriber(binary: string, decoderSettings: readonly string[] = POCKETSPHINX_DECODER_SETTINGS): Transcriber {
  return {
    engine: 'pocketsphinx',
    transcribe: (wavPath, limit) => runPocketsphinx(binary, decoderSettings, wavPath, limit),
  };
}

async function runPocketsphinx(binary: string, decoderSettings: readonly string[], wavPath: string, limit: TimeLimit | null): Promise<Transcript> {
  const work = await mkdtemp(join(tmpdir(), 'rehearse-sphinx-'));
  try {
    const extension = extname(wavPath);
    const utterance = basename(wavPath, extension);
    const [ctl, ctm, log] = [join(work, 'speech.ctl'), join(work, 'speech.ctm'), join(work, 'decoder.log')];
    await writeFile(ctl, `${utterance}\n`);
    const args = ['-ctl', ctl, '-cepdir', dirname(wavPath), '-cepext', extension, '-adcin', 'yes', '-adchdr', '44', '-ctm', ctm, '-logfn', log];
    const { child, closed } = spawnWithTimeLimit(binary, [...args, ...decoderSettings], { stdio: ['ignore', 'ignore', 'pipe'], limit });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const code = await closed;
    const decoderLog = await readFile(log, 'utf8').catch(() => '');
    // pocketsphinx_batch reports an unreadable input in its log and still exits 0, writing no CTM.
    const output = await readFile(ctm, 'utf8').catch(() => null);
    const failed = code !== 0 || output === null || /\bERROR: .*(Failed to open|Cannot read)/i.test(decoderLog);
    if (failed) {
      const reason = childFailureReason(`${stderr}\n${decoderLog.split('\n').filter((l) => l.startsWith('ERROR')).join('\n')}`, [wavPath, work]);
      throw new Error(`PocketSphinx failed (exit code ${code}): ${reason || 'no transcript written'}`);
    }
    return { ...parsePocketsphinxCtm(output), engine: 'pocketsphinx', detail: POCKETSPHINX_DETAIL };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
