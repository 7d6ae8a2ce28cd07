import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { analyzeAcoustics } from '../acoustic-analysis.ts';
import { audioFigures, type AudioFigures } from '../audio-figures.ts';
import type { Diarization } from './diarize.ts';
import { ownTime } from './own-time.ts';
import { speakerTurns, speechSecondsByVoice, type VoicedPiece } from './speaker-turns.ts';
import { joinRegions, voiceRegions } from './voice-recording.ts';

/** One voice's part of the recording, measured as if it were the candidate's. */
export interface VoiceView extends AudioFigures {
  voice: number;
  speechSeconds: number;
  /** The transcript words said in this voice's turns (original times); null when no recogniser ran. */
  words: TranscriptWord[] | null;
}

export interface VoiceBranch {
  /** Speech pieces with their voice, in time order. */
  pieces: VoicedPiece[];
  /** One view per voice, by voice number. */
  views: VoiceView[];
}

/**
 * With two or more voices found, measures each voice on its own turns joined end to end (so
 * every figure — pace, pauses, pitch, loudness, fillers — is that voice's alone; `duration` stays the recording's and
 * `own_time` says how much of it the voice's turns take). Null for one voice: the figures of the whole recording are
 * then the speaker's, unchanged.
 */
export function voiceViews(
  samples: Float32Array,
  { pieces, voices }: Diarization,
  duration: number,
  words: readonly TranscriptWord[] | null,
): VoiceBranch | null {
  if (voices < 2) return null;
  const turns = speakerTurns(pieces);
  const seconds = speechSecondsByVoice(pieces);
  const views = [...seconds.keys()]
    .sort((a, b) => a - b)
    .map((voice): VoiceView => {
      const recording = joinRegions(samples, voiceRegions(turns, voice, duration));
      const own = words?.filter((w) => recording.contains((w.start + w.end) / 2)) ?? null;
      const joinedWords = own?.map((w) => ({ ...w, start: recording.toJoined(w.start), end: recording.toJoined(w.end) })) ?? null;
      // The duration stays the recording's; the pace is counted over the voice's own turns (own-time.ts).
      const figures = audioFigures(analyzeAcoustics(recording.samples, recording.duration), duration, joinedWords, ownTime(turns, voice, duration));
      const back = <T extends { start: number; end: number }>(item: T): T => ({
        ...item,
        start: recording.toOriginal(item.start),
        end: recording.toOriginal(item.end),
      });
      return {
        voice,
        speechSeconds: Math.round((seconds.get(voice) ?? 0) * 1000) / 1000,
        words: own,
        audio: figures.audio,
        fillers: figures.fillers.map(back),
        pauses: figures.pauses.map(back),
      };
    });
  return { pieces, views };
}
