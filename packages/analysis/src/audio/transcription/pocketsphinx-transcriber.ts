import { spawn } from 'node:child_process';
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
export function createPocketsphinxTranscriber(binary: string): Transcriber {
  return {
    engine: 'pocketsphinx',
    transcribe: (wavPath) => runPocketsphinx(binary, wavPath),
  };
}

function runPocketsphinx(binary: string, wavPath: string): Promise<Transcript> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-infile', wavPath, '-time', 'yes', '-logfn', '/dev/null', ...SEARCH_BEAM_LIMITS], { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on('error', (error) => reject(new Error(`could not run PocketSphinx (${binary}): ${error.message}`)));
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`PocketSphinx failed (exit code ${code}): ${stderr.trim().split('\n').pop() ?? ''}`));
        return;
      }
      const { text, words } = parsePocketsphinxOutput(Buffer.concat(stdout).toString('utf8'));
      resolve({ text, words, engine: 'pocketsphinx', detail: `${binary} (CMU Sphinx en-us acoustic model, en-us.lm.bin, cmudict-en-us)` });
    });
  });
}
