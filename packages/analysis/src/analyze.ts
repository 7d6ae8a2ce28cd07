import { analysisResultSchema, type AnalysisResult, type AnalysisStage } from '@rehearse/contract/analysis-result';
import { withDefaults, type AnalysisOptions } from './analysis-options.ts';
import { analyzeAudio } from './audio/analyze-audio.ts';
import { AnalysisProgress } from './pipeline/analysis-progress.ts';
import { addFeedback, assembleScores } from './pipeline/assemble-result.ts';
import { runVideoWorker } from './pipeline/run-video-worker.ts';
import { candidateFields, candidateSpans } from './pipeline/speakers-result.ts';
import { probeMedia } from './probe/probe-media.ts';
import { noVideoOutput } from './video/no-video-output.ts';

export type AnalyzeOptions = Partial<AnalysisOptions> & {
  onProgress?: (stage: AnalysisStage, percent: number) => void;
  /** Called with each stage's wall time in milliseconds (the benchmark reads it). */
  onTiming?: (stage: 'probe' | 'audio' | 'video' | 'assembly', milliseconds: number) => void;
  /** Called once the file is accepted, with its duration in seconds (null when unknown): what the time limits follow. */
  onProbed?: (durationSeconds: number | null) => void;
};

/**
 * A video or audio recording → the analysis result. Probe (rejects unplayable files with a MediaError), then the
 * audio branch on this thread and the video branch on a worker thread at the same time, then scores and feedback.
 * Without a video stream the video part is 'not measured' and the overall score is the audio score, with the answer's
 * content beside it when that could be judged.
 */
export async function analyze(file: string, options: AnalyzeOptions = {}): Promise<AnalysisResult> {
  const { onProgress, onTiming, onProbed, ...overrides } = options;
  const settings: AnalysisOptions = withDefaults(overrides);
  const progress = new AnalysisProgress(onProgress ?? (() => {}));
  const timing = onTiming ?? (() => {});
  const since = (start: number) => performance.now() - start;

  let started = performance.now();
  const media = await probeMedia(file, settings);
  timing('probe', since(started));
  onProbed?.(media.duration);
  // Reported once the file is accepted, so a refused file produces its error and nothing else.
  progress.stage('probe');
  // probeMedia measures a duration the header lacks, so it is known here.
  const duration = media.duration ?? 0;

  started = performance.now();
  const stopVideo = new AbortController();
  // An audio-only recording (a phone interview) has no frames to look at: no worker, no face models.
  const frames = media.hasVideo
    ? runVideoWorker(
        {
          file,
          input: { duration, width: media.width, height: media.height, hasVideo: media.hasVideo, options: settings },
        },
        (fraction) => progress.branch('video', fraction),
        stopVideo.signal,
      )
    : Promise.resolve(noVideoOutput(duration, settings.fps)).then((output) => {
        progress.branch('video', 1);
        return output;
      });
  const video = frames.then((output) => {
    timing('video', since(started));
    return output;
  });
  const audio = analyzeAudio(file, {
    duration,
    hasAudio: media.hasAudio,
    videoAlongside: media.hasVideo,
    options: settings,
    onProgress: (fraction, step) => progress.branch('audio', fraction, step),
  }).then((output) => {
    timing('audio', since(started));
    return output;
  });
  // A failed audio branch stops the video worker; a failed video branch fails the analysis at once.
  audio.catch(() => stopVideo.abort());
  const [audioOutput, videoOutput] = await Promise.all([audio, video]);

  started = performance.now();
  progress.stage('scoring');
  // With an interviewer in the recording, every audio figure and the transcript are the candidate's alone.
  const { speakers, interview_questions, interview_opening, ...candidate } = candidateFields(audioOutput, videoOutput.mouth);
  const scored = assembleScores(duration, { ...audioOutput, ...candidate }, videoOutput, candidateSpans(speakers));
  progress.stage('feedback');
  const perVoice = speakers ? { speakers, interview_questions, ...(interview_opening ? { interview_opening } : {}) } : {};
  const result = analysisResultSchema.parse(addFeedback({ ...scored, ...perVoice }));
  timing('assembly', since(started));
  progress.stage('done');
  return result;
}
