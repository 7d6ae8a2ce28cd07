import { spawn, execFile } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { INTERVIEWER_MAX_SPEED, INTERVIEWER_MIN_SPEED } from '@rehearse/contract/interview-conversation';
import { UnknownVoiceError, type SpeechSynthesis, type SynthesisRequest, type SynthesisVoice, type SynthesisedSpeech } from './speech-synthesis.ts';
import { speakableText } from './speech-text.ts';

const execFileAsync = promisify(execFile);

export interface EspeakOptions {
  /** The espeak-ng program (a path or a name on PATH). */
  espeakPath?: string;
  defaultVoice?: string;
  /** An utterance that takes longer than this to synthesise is stopped (espeak-ng makes speech many times faster than real time). */
  timeoutMs?: number;
}

/** espeak-ng's own default rate, words per minute: speed 1. */
const BASE_WORDS_PER_MINUTE = 175;
/** Variants that colour a voice (male and female timbres), appended to a voice id as `+f3`. */
const VARIANT = /^\+(m[1-7]|f[1-5])$/;

/**
 * The offline fallback voice: espeak-ng run without a shell, the text on stdin (never an argument, so nothing in it
 * can be read as an option), WAV on stdout streamed as it is made.
 */
export function espeakSpeechSynthesis(options: EspeakOptions = {}): SpeechSynthesis {
  const program = options.espeakPath ?? 'espeak-ng';
  const defaultVoice = options.defaultVoice ?? 'en-us';
  const timeoutMs = options.timeoutMs ?? 30_000;
  let voiceList: Promise<SynthesisVoice[]> | null = null;
  const voices = () => (voiceList ??= listVoices(program).catch((error: unknown) => ((voiceList = null), Promise.reject(error))));

  async function resolveVoice(requested: string | undefined): Promise<string> {
    const id = requested ?? defaultVoice;
    const plus = id.indexOf('+');
    const base = plus < 0 ? id : id.slice(0, plus);
    const variant = plus < 0 ? '' : id.slice(plus);
    if (variant && !VARIANT.test(variant)) throw new UnknownVoiceError(id);
    if (!(await voices()).some((v) => v.id === base)) throw new UnknownVoiceError(id);
    return id;
  }

  return {
    engine: 'espeak-ng',
    voices,
    async synthesise(request: SynthesisRequest, signal?: AbortSignal): Promise<SynthesisedSpeech> {
      const text = speakableText(request.text);
      if (!text) throw new Error('Nothing to say: the text has no speakable words.');
      const voice = await resolveVoice(request.voice);
      signal?.throwIfAborted();
      const child = spawn(program, ['--stdout', '--stdin', '-v', voice, '-s', String(wordsPerMinute(request.speed))], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      const audio = new PassThrough();
      let stderr = '';
      let finished = false;
      const stop = () => {
        if (!finished) child.kill('SIGKILL');
      };
      const timer = setTimeout(() => audio.destroy(new Error(`espeak-ng took longer than ${timeoutMs} ms`)), timeoutMs);
      const onAbort = () => audio.destroy(signal?.reason instanceof Error ? signal.reason : new Error('Speech stopped.'));
      signal?.addEventListener('abort', onAbort, { once: true });
      // Every stream gets its error handler before anything can fail (an unhandled stream error ends the process).
      child.stdin.on('error', () => undefined);
      child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-2_000)));
      child.on('error', (error) => audio.destroy(new Error(`could not run ${program}: ${error.message}`, { cause: error })));
      child.stdout.pipe(audio, { end: false });
      child.on('close', (code) => {
        finished = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (code === 0) audio.end();
        else audio.destroy(new Error(`espeak-ng failed (exit ${code ?? 'signal'}): ${stderr.trim()}`));
      });
      // A listener that stops reading (the browser hung up, the candidate barged in) stops the engine.
      audio.on('close', stop);
      child.stdin.end(text);
      return { contentType: 'audio/wav', audio, engine: 'espeak-ng', voice };
    },
  };
}

export function wordsPerMinute(speed: number): number {
  const clamped = Math.min(INTERVIEWER_MAX_SPEED, Math.max(INTERVIEWER_MIN_SPEED, Number.isFinite(speed) ? speed : 1));
  return Math.round(BASE_WORDS_PER_MINUTE * clamped);
}

/**
 * English espeak-ng voices of its own. Left out: mbrola voices (they need a separate program) and variants (`!v/…`,
 * such as "Storm"), which `--voices=en` lists under the language "variant": they only colour a voice, are no voice to
 * speak with, and their names mean nothing to a user.
 */
async function listVoices(program: string): Promise<SynthesisVoice[]> {
  const { stdout } = await execFileAsync(program, ['--voices=en'], { timeout: 10_000 });
  return parseVoiceList(stdout);
}

export function parseVoiceList(listing: string): SynthesisVoice[] {
  const seen = new Set<string>();
  const voices: SynthesisVoice[] = [];
  for (const line of listing.split('\n').slice(1)) {
    const [, language, , name, file] = line.trim().split(/\s+/);
    if (!language || !name || !file || file.startsWith('mb/') || file.startsWith('!v/') || seen.has(language)) continue;
    seen.add(language);
    voices.push({ id: language, label: name.replace(/_/g, ' '), engine: 'espeak-ng' });
  }
  return voices;
}

/** Where espeak-ng keeps its data (`espeak-ng --version` names it); a Piper voice without its own phonemises with it. */
export async function espeakDataDir(program = 'espeak-ng'): Promise<string> {
  const { stdout } = await execFileAsync(program, ['--version'], { timeout: 10_000 });
  const dir = /Data at:\s*(\S+)/.exec(stdout)?.[1];
  if (!dir) throw new Error(`${program} --version did not say where its data is`);
  return dir;
}
