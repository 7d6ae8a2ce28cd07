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
}

export const DEFAULT_ANALYSIS_OPTIONS: AnalysisOptions = {
  fps: 2,
  frameWidth: 640,
  ffmpegPath: 'ffmpeg',
  ffprobePath: 'ffprobe',
  transcriber: 'auto',
  whisperModel: null,
  pocketsphinxPath: 'pocketsphinx_continuous',
};
