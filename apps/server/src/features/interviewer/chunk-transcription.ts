import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseTranscriber, pcmWavHeader, type Transcriber, type TranscriberPreference } from '@rehearse/analysis';
import { MAX_TRANSCRIBE_CHUNK_SECONDS, type TranscribedChunk } from '@rehearse/contract/interview-conversation';
import { DEFAULT_WARM_RECOGNISERS, WarmRecognisers } from './warm-recogniser.ts';

/** What the recogniser needs: 16 kHz, 16-bit, mono. */
const SAMPLE_RATE = 16_000;
/**
 * A chunk of a few seconds takes tens of milliseconds of CPU to decode, but on a busy machine ffmpeg waits its turn for
 * the CPU (0.4–0.7 s here under a load average of 15 on two cores): this only stops a crafted file from holding a process.
 */
const DECODE_TIMEOUT_MS = 15_000;
/**
 * A chunk whose loudest sample stays under −50 dBFS is silence (a microphone's noise floor sits lower): it is not
 * transcribed, as PocketSphinx makes a word out of pure silence.
 */
const SILENT_PEAK = Math.round(32_768 * 10 ** (-50 / 20));
const RECOGNISE_TIME_LIMIT = { task: 'Transcribing the answer', ms: 15_000 } as const;

/** The chunk could not be decoded as audio of the type it was sent as. */
export class UnreadableChunkError extends Error {
  override readonly name = 'UnreadableChunkError';
}

/** The decoder was stopped before it finished (the machine too busy, or the time limit): the chunk may be fine. */
export class ChunkDecodeStoppedError extends Error {
  override readonly name = 'ChunkDecodeStoppedError';
}

export interface ChunkTranscription {
  /** `sessionId`: the interview the chunk belongs to, whose recogniser is kept loaded between its chunks. */
  transcribe(audio: Buffer, contentType: string, signal: AbortSignal, sessionId?: string): Promise<TranscribedChunk>;
  /** Stops the recognisers kept loaded (server shutdown). */
  close(): Promise<void>;
}

export interface ChunkTranscriptionOptions {
  ffmpegPath: string;
  transcriber: TranscriberPreference;
  /** The whisper model ready now (provisioned after start-up it is used from then on); null: PocketSphinx. */
  whisperModel: () => string | null;
  pocketsphinxPath?: string;
  /** PocketSphinx kept loaded per interview session; null decodes every chunk with a fresh process. */
  warm?: WarmRecognisers | null;
  /** How long ffmpeg may take over one chunk (default DECODE_TIMEOUT_MS). */
  decodeTimeoutMs?: number;
}

/** The demuxer each accepted content type is read with: never ffmpeg's guess, which follows references inside a file. */
const DEMUXERS: Record<string, string> = { webm: 'matroska', ogg: 'ogg', wav: 'wav' };

/**
 * A few seconds of the candidate's answer, in words: ffmpeg decodes the chunk (from a pipe, with its demuxer named) to
 * 16 kHz PCM, and the analysis engine's own recogniser (whisper where provisioned, else PocketSphinx) transcribes it.
 */
export function chunkTranscription(options: ChunkTranscriptionOptions): ChunkTranscription {
  let chosen: { model: string | null; transcriber: Promise<Transcriber> } | null = null;
  const transcriber = () => {
    const model = options.whisperModel();
    if (!chosen || chosen.model !== model) {
      const preference = options.transcriber === 'whisper' && model === null ? 'auto' : options.transcriber;
      const pick = chooseTranscriber({ transcriber: preference, whisperModel: model, whisperTokensPerWindow: 0, pocketsphinxPath: options.pocketsphinxPath ?? 'pocketsphinx_batch' }, 1);
      chosen = { model, transcriber: pick };
      pick.catch(() => (chosen = null));
    }
    return chosen.transcriber;
  };

  const warm = options.warm === undefined ? new WarmRecognisers({ pocketsphinxPath: options.pocketsphinxPath ?? 'pocketsphinx_batch', ...DEFAULT_WARM_RECOGNISERS }) : options.warm;

  return {
    close: async () => warm?.close(),
    async transcribe(audio, contentType, signal, sessionId) {
      const kind = /^audio\/(\w+)/i.exec(contentType)?.[1]?.toLowerCase() ?? '';
      const demuxer = DEMUXERS[kind];
      if (!demuxer) throw new UnreadableChunkError(`unsupported chunk type ${contentType}`);
      const pcm = await decodeToPcm(options.ffmpegPath, audio, demuxer, signal, options.decodeTimeoutMs ?? DECODE_TIMEOUT_MS);
      const engine = await transcriber();
      if (isSilent(pcm) || engine.engine === 'none') return { text: '', engine: engine.engine };
      if (warm && sessionId && engine.engine === 'pocketsphinx') {
        // A recogniser that fails (stopped, too slow) is dropped; this chunk is decoded the cold way instead.
        const text = await warm.transcribe(sessionId, Buffer.concat([pcmWavHeader(SAMPLE_RATE, pcm.length), pcm])).catch(() => null);
        if (text !== null) return { text, engine: engine.engine };
      }
      const work = await mkdtemp(join(tmpdir(), 'rehearse-chunk-'));
      try {
        const wav = join(work, 'chunk.wav');
        await writeFile(wav, Buffer.concat([pcmWavHeader(SAMPLE_RATE, pcm.length), pcm]));
        const transcript = await engine.transcribe(wav, RECOGNISE_TIME_LIMIT);
        return { text: transcript.text.trim(), engine: transcript.engine };
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}

function decodeToPcm(ffmpeg: string, audio: Buffer, demuxer: string, signal: AbortSignal, timeoutMs: number): Promise<Buffer> {
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-protocol_whitelist', 'pipe', '-f', demuxer, '-i', 'pipe:0'];
  args.push('-t', String(MAX_TRANSCRIBE_CHUNK_SECONDS), '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', 'pipe:1');
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['pipe', 'pipe', 'pipe'], signal, timeout: timeoutMs, killSignal: 'SIGKILL' });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => (err = (err + b.toString()).slice(-500)));
    // ffmpeg may stop reading a bad input early: a closed pipe is its answer, not ours to raise.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => reject(error));
    child.on('close', (code, killed) => {
      if (code === 0) resolve(Buffer.concat(out));
      // Killed by the time limit on a busy machine is no verdict on the chunk: never answered as "could not be decoded".
      else if (killed !== null) reject(new ChunkDecodeStoppedError(`ffmpeg was stopped (${killed}) before it decoded the chunk`));
      else reject(new UnreadableChunkError(`ffmpeg could not decode the chunk (exit ${code}): ${err.trim()}`));
    });
    child.stdin.end(audio);
  });
}

function isSilent(pcm: Buffer): boolean {
  for (let i = 0; i + 1 < pcm.length; i += 2) if (Math.abs(pcm.readInt16LE(i)) > SILENT_PEAK) return false;
  return true;
}
