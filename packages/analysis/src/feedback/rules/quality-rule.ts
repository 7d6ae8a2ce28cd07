import type { QualityFlag } from '@rehearse/contract/analysis-result';
import { audioOnlyOverallText } from '@rehearse/contract/audio-only-overall';
import { VERY_LOW_LEVEL_DBFS } from '../../audio/analyze-audio.ts';
import { MIN_FACE_VISIBLE_RATIO } from '../../video/video-metrics.ts';
import { FEEDBACK_BANDS } from '../feedback-bands.ts';
import type { FeedbackInput } from '../feedback-input.ts';
import type { Finding } from '../finding.ts';
import { countOf, formatDecimal, formatPercent } from '../format-number.ts';
import { formatTime } from '../format-time.ts';

const SPEECH_MEASURES = 'pace, filler words, pauses and the 6 voice scores';
const TEST_RECORDING = 'make a 10-second test recording and play it back before the real one';

/**
 * What could not be measured, and why, with how to fix the recording. One finding per quality flag; `no_transcriber`
 * is not a fault of the recording and is told in the insights instead, and `no_video_stream` is a note about the kind
 * of recording (a phone interview has no camera to fix).
 */
export function qualityRule(input: FeedbackInput): Finding[] {
  return input.quality.flags.flatMap((flag) => {
    const finding = FLAG_FINDINGS[flag](input);
    return finding ? [finding] : [];
  });
}

const FLAG_FINDINGS: Record<QualityFlag, (input: FeedbackInput) => Finding | null> = {
  // A phone or audio interview is a recording of its own kind, not a fault: what applies is said, no camera advice given.
  no_video_stream: ({ audio, contentScore }) => {
    const text = `This is an audio-only recording (an audio file or a phone interview), so only your voice was analysed: face presence, eye contact, posture and engagement do not apply; ${audioOnlyOverallText({ audio: audio.performance_score !== null, content: contentScore !== undefined && contentScore !== null })}.`;
    return { kind: 'note', weight: 0, headline: 'audio-only recording', text, recommendation: text };
  },
  face_rarely_visible: ({ video, quality }) => {
    const rate = quality.face_visible_ratio ?? video.metrics.face_detection_rate ?? 0;
    const pct = formatPercent(rate);
    const needed = formatPercent(MIN_FACE_VISIBLE_RATIO);
    return {
      kind: 'unmeasured',
      weight: 2,
      headline: `face visible in ${pct} of frames`,
      text: `Your face was visible in only ${pct} of the ${countOf(video.frames_analyzed, 'sampled frame')}, so eye contact and engagement were not scored (they need at least ${needed}).`,
      strategy: `Sit facing the camera with your head and shoulders in frame and light on your face, not behind you; your face needs to be visible in at least ${needed} of frames (this time ${pct}).`,
      recommendation: `Keep your face in frame — visible in ${pct} of frames this time, at least ${needed} needed.`,
    };
  },
  no_audio_stream: ({ audio }) => ({
    kind: 'unmeasured',
    weight: 3,
    headline: 'no audio track',
    text: `The ${formatTime(audio.metrics.duration)} recording has no audio track, so ${SPEECH_MEASURES} were not measured.`,
    strategy: `Check that a microphone is selected and unmuted, then ${TEST_RECORDING}; this file had 0 audio tracks.`,
    recommendation: `Record with a microphone so the ${SPEECH_MEASURES} can be measured.`,
  }),
  no_speech: ({ audio }) => ({
    kind: 'unmeasured',
    weight: 3,
    headline: 'no speech detected',
    text: `No speech was detected in the ${formatTime(audio.metrics.duration)} of audio, so ${SPEECH_MEASURES} were not measured.`,
    strategy: `Check that the right microphone is selected and not muted, speak within about 50 cm of it, and ${TEST_RECORDING}.`,
    recommendation: `Make sure your voice is recorded: 0 s of speech was found in ${formatTime(audio.metrics.duration)}.`,
  }),
  very_low_level: ({ audio }) => {
    const level = audio.loudness.mean_dbfs;
    const db = level === null ? `under ${VERY_LOW_LEVEL_DBFS} dBFS` : `${formatDecimal(level)} dBFS`;
    const { low, high } = FEEDBACK_BANDS.level;
    return {
      kind: 'unmeasured',
      weight: 1.5,
      headline: `very low level (${db})`,
      text: `Your speech averaged ${db}, below ${VERY_LOW_LEVEL_DBFS} dBFS: barely audible, so the volume and clarity scores reflect the recording more than your voice.`,
      strategy: `Move closer to the microphone or raise its input gain, then ${TEST_RECORDING}; aim for ${low} to ${high} dBFS (this time ${db}).`,
      recommendation: `Raise the recording level from ${db} to ${low}–${high} dBFS.`,
    };
  },
  clipping: ({ audio }) => {
    const pct = `${formatDecimal(audio.loudness.clipping_ratio * 100, 2)}%`;
    return {
      kind: 'unmeasured',
      weight: 1,
      headline: `clipping (${pct} of samples)`,
      text: `${pct} of the audio samples hit full scale (clipping), which distorts the sound and lowers the clarity and volume scores.`,
      strategy: `Lower the microphone's input gain or sit a little further back so loud syllables stay below full scale (this time ${pct} of samples clipped).`,
      recommendation: `Lower the input gain: ${pct} of samples clipped.`,
    };
  },
  no_transcriber: () => null,
};
