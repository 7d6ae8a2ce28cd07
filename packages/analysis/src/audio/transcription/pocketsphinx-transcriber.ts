import { childFailureReason } from '../../process/child-failure-reason.ts';
import { spawnWithTimeLimit } from '../../process/spawn-with-time-limit.ts';
import type { TimeLimit } from '../../process/time-limit.ts';
import { parsePocketsphinxOutput } from './pocketsphinx-output.ts';
import type { Transcriber, Transcript } from './transcriber.ts';

/**
 * Caps on active HMMs and word exits per frame: the decoder runs about 1.8× faster (11.6 s → 6.4 s
 * for a 60 s answer) with the same words on our test recordings, so transcription no longer
 * outlasts the video branch.
 */
const SEARCH_BEAM_LIMITS = ['-maxhmmpf', '3000', '-maxwpf', '5'];

/**
 * CMU PocketSphinx (Debian `pocketsphinx` + `pocketsphinx-en-us`) as a child process, so it runs on its own core
 * while the acoustic analysis continues. The input must be a 16 kHz 16-bit mono WAV: anything else makes it print
 * nothing at all, silently.
 */
export function createPocketsphinxTranscriber(binary: string, decoderSettings: readonly string[] = SEARCH_BEAM_LIMITS): Transcriber {
  return {
    engine: 'pocketsphinx',
    transcribe: (wavPath, limit) => runPocketsphinx(binary, decoderSettings, wavPath, limit),
  };
}

async function runPocketsphinx(binary: string, decoderSettings: readonly string[], wavPath: string, limit: TimeLimit | null): Promise<Transcript> {
  const { child, closed } = spawnWithTimeLimit(binary, ['-infile', wavPath, '-time', 'yes', '-logfn', '/dev/null', ...decoderSettings], {
    stdio: ['ignore', 'pipe', 'pipe'],
    limit,
  });
  const stdout: Buffer[] = [];
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const code = await closed;
  if (code !== 0) throw new Error(`PocketSphinx failed (exit code ${code}): ${childFailureReason(stderr, [wavPath])}`);
  const { text, words } = parsePocketsphinxOutput(Buffer.concat(stdout).toString('utf8'));
  return { text, words, engine: 'pocketsphinx', detail: `${binary} (CMU Sphinx en-us acoustic model, en-us.lm.bin, cmudict-en-us)` };
}
