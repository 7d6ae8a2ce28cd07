/** How one analysis runs. The CLI and the server build this from their own configuration. */
export type TranscriberPreference = 'auto' | 'whisper' | 'pocketsphinx' | 'none';

export interface AnalysisOptions {
  /** Video frames sampled per second. */
  fps: number;
  /** Width frames are scaled to before the face/body model sees them. */
  frameWidth: number;
  ffmpegPath: string;
  ffprobePath: string;
  transcriber: TranscriberPreference;
  /** A ggml model file for whisper.cpp; whisper is used only when this is set. */
  whisperModel: string | null;
  pocketsphinxPath: string;
  /**
   * Every ffprobe/ffmpeg/PocketSphinx run on the user's media may take `timeLimitPerMediaSecond` seconds per
   * second of media and never less than `timeLimitFloorSeconds`; past that its process group is killed and the
   * analysis fails with a MediaError (a crafted file must not hang a worker for ever).
   */
  timeLimitFloorSeconds: number;
  timeLimitPerMediaSecond: number;
}

export const DEFAULT_ANALYSIS_OPTIONS: AnalysisOptions = {
  fps: 2,
  frameWidth: 640,
  ffmpegPath: 'ffmpeg',
  ffprobePath: 'ffprobe',
  transcriber: 'auto',
  whisperModel: null,
  pocketsphinxPath: 'pocketsphinx_batch',
  // The whole analysis runs at 0.2–0.4× real time on two cores (docs/BENCHMARKS.md): 4× leaves room for a busy machine.
  timeLimitFloorSeconds: 60,
  timeLimitPerMediaSecond: 4,
};

/** The defaults with a caller's choices on top; `{ fps: undefined }` means 'the default', not 'no value'. */
export function withDefaults(overrides: Partial<AnalysisOptions>): AnalysisOptions {
  const chosen = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)) as Partial<AnalysisOptions>;
  return { ...DEFAULT_ANALYSIS_OPTIONS, ...chosen };
}
