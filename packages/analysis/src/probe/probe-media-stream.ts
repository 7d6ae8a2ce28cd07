import { withDefaults } from '../analysis-options.ts';
import { mediaPipeInputArgs } from '../process/media-input-args.ts';
import { spawnWithTimeLimit } from '../process/spawn-with-time-limit.ts';
import { timeLimitFor } from '../process/time-limit.ts';
import { MIN_MEDIA_DURATION } from './media-error-messages.ts';
import { parseProbe, type ProbedMedia } from './parse-probe.ts';
import type { ProbeSettings } from './probe-media.ts';

/**
 * Bytes fed to the probe at most. ffprobe reads a header within a few megabytes; an MP4/MOV whose index comes at the
 * end needs the whole file, which past this size is left to the probe of the stored file. It also bounds what waits
 * in memory when ffprobe reads slower than the upload arrives.
 */
export const STREAM_PROBE_MAX_BYTES = 16 * 1024 * 1024;

/** What probing the stream is called in a 'took too long' message (never shown: a stream probe only answers or gives up). */
const STREAM_PROBE_TASK = 'Reading the recording as it arrives';

export interface StreamProbe {
  /** Feeds the next bytes of the recording (ignored once the probe has what it needs or gave up). */
  write(chunk: Buffer): void;
  /** The recording has ended (or was cut off: a probe that did not finish then gives up). */
  end(): void;
  /**
   * The probe's answer, with the same checks `probeMedia` makes; null when the stream alone cannot settle it (no
   * duration in the header, the index at the end of a file past the byte limit, anything ffprobe refused): then probe
   * the stored file, whose errors carry the user-facing messages. Never rejects.
   */
  result: Promise<ProbedMedia | null>;
}

/** Starts ffprobe on standard input, with the same allowed demuxers and protocols as every other run on user media. */
export function startStreamProbe(tools: Partial<ProbeSettings> = {}, maxBytes: number = STREAM_PROBE_MAX_BYTES): StreamProbe {
  const settings = withDefaults(tools);
  const { child, closed, killGroup } = spawnWithTimeLimit(
    settings.ffprobePath,
    ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', ...mediaPipeInputArgs()],
    { stdio: ['pipe', 'pipe', 'ignore'], limit: timeLimitFor(STREAM_PROBE_TASK, null, settings) },
  );
  const out: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
  // ffprobe closes its input as soon as it has read the header: the rest of the upload is not its business.
  child.stdin?.on('error', () => {});
  let fed = 0;
  let open = true;
  const stop = () => {
    if (!open) return;
    open = false;
    child.stdin?.end();
  };
  const result = closed.then(
    (code) => (code === 0 ? settled(Buffer.concat(out).toString('utf8')) : null),
    () => null,
  );
  void result.then(() => {
    open = false;
  });
  return {
    write(chunk) {
      if (!open) return;
      if (fed + chunk.length > maxBytes) {
        stop();
        return;
      }
      fed += chunk.length;
      child.stdin?.write(chunk);
    },
    end: stop,
    result: result.finally(killGroup),
  };
}

/** The probe's output when it settles the recording: parsed, with a duration, long enough; else null. */
function settled(json: string): ProbedMedia | null {
  try {
    const media = parseProbe(json);
    return media.duration !== null && media.duration >= MIN_MEDIA_DURATION ? media : null;
  } catch {
    return null;
  }
}
