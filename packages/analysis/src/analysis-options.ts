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
  /**
   * Tokens whisper.cpp decodes per 30 s window at most; 0 leaves whisper.cpp's own limit (half its text context).
   * `npm run bench:analysis --whisper` sets what a real model writes for speech, as random weights decode at will.
   */
  whisperTokensPerWindow: number;
  pocketsphinxPath: string;
  /**
   * Every ffprobe/ffmpeg/PocketSphinx run on the user's media may take `timeLimitPerMediaSecond` seconds per
   * second of media and never less than `timeLimitFloorSeconds`; past that its process group is killed and the
   * analysis fails with a MediaError (a crafted file must not hang a worker for ever).
   */
  timeLimitFloorSeconds: number;
  timeLimitPerMediaSecond: number;
  /**
   * Look for other voices (an interviewer) and measure the candidate's alone. Off where the recording is one person
   * by construction (a mock interview answer): a long single voice can be split by the classical method (decision 032).
   */
  findSpeakers: boolean;
}

export const DEFAULT_ANALYSIS_OPTIONS: AnalysisOptions = {
  fps: 2,
  frameWidth: 640,
  ffmpegPath: 'ffmpeg',
  ffprobePath: 'ffprobe',
  transcriber: 'auto',
  whisperModel: null,
  whisperTokensPerWindow: 0,
  pocketsphinxPath: 'pocketsphinx_batch',
  // The whole analysis runs at 0.2–0.4× real time on two cores (docs/BENCHMARKS.md): 4× leaves room for a busy machine.
  timeLimitFloorSeconds: 60,
  timeLimitPerMediaSecond: 4,
  findSpeakers: true,
};

/** The defaults with a caller's choices on top; `{ fps: undefined }` means 'the default', not 'no value'. */
export function withDefaults(overrides: Partial<AnalysisOptions>): AnalysisOptions {
  const chosen = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)) as Partial<AnalysisOptions>;
  return { ...DEFAULT_ANALYSIS_OPTIONS, ...chosen };
}
