import type { AnalysisResult, Speakers, TimeRange, TranscriptWord, VoiceView } from '@rehearse/contract/analysis-result';
import type { AudioBranchOutput } from '../audio/analyze-audio.ts';
import { chooseCandidate, type MouthSample } from '../audio/speakers/choose-candidate.ts';
import { speakerTurns } from '../audio/speakers/speaker-turns.ts';
import { interviewOpening, interviewQuestions } from './interview-questions.ts';

export const DIARIZATION_METHOD = 'classical: MFCC (Meyda) and YIN pitch per speech piece, BIC agglomerative clustering';

/** The part of the result that follows from whose voice is the candidate's. */
export type CandidateFields = Pick<AnalysisResult, 'audio' | 'transcript' | 'fillers' | 'pauses' | 'speakers' | 'interview_questions' | 'interview_opening'>;

/**
 * The audio branch's output → the result's audio part. One voice: unchanged. Two or more: the candidate's voice
 * (chosen by the visible mouth's movement, else by most speech) supplies the figures and the transcript; every voice
 * is kept in `speakers`, and the interviewer's turns split the recording into `interview_questions`.
 */
export function candidateFields(audio: AudioBranchOutput, mouth: readonly MouthSample[]): CandidateFields {
  const all = { audio: audio.audio, transcript: audio.transcript, fillers: audio.fillers, pauses: audio.pauses };
  if (!audio.voices) return all;
  const choice = chooseCandidate(audio.voices.pieces, mouth);
  const speakers: Speakers = {
    method: DIARIZATION_METHOD,
    candidate_voice: choice.voice,
    candidate_basis: choice.basis,
    first_choice: { voice: choice.voice, basis: choice.basis },
    turns: speakerTurns(audio.voices.pieces),
    voices: audio.voices.views.map(
      (view): VoiceView => ({
        voice: view.voice,
        speech_seconds: view.speechSeconds,
        audio: view.audio,
        transcript: view.words === null ? null : transcriptOf(view.words),
        fillers: view.fillers,
        pauses: view.pauses,
      }),
    ),
    all,
  };
  return fieldsFor(speakers, audio.transcriber.detail ?? audio.transcriber.engine);
}

/** The result's audio part for the candidate `speakers` names (all speech when it names none); `engine` made the words. */
export function fieldsFor(speakers: Speakers, engine: string): CandidateFields {
  const view = speakers.voices.find((v) => v.voice === speakers.candidate_voice);
  if (!view) return { ...speakers.all, speakers };
  const duration = speakers.all.audio.metrics.duration;
  const opening = interviewOpening(speakers.turns, view, engine, duration);
  return {
    audio: view.audio,
    transcript: view.transcript,
    fillers: view.fillers,
    pauses: view.pauses,
    speakers,
    interview_questions: interviewQuestions(speakers.turns, view, speakers.all.transcript?.words ?? null, engine, duration),
    ...(opening ? { interview_opening: opening } : {}),
  };
}

/**
 * The candidate's own turns, so the whole answer's times leave out the interviewer's (undefined with one voice, or when
 * all speech is the candidate's).
 */
export function candidateSpans(speakers: Speakers | undefined): TimeRange[] | undefined {
  if (!speakers || speakers.candidate_voice === null) return undefined;
  return speakers.turns.filter((t) => t.voice === speakers.candidate_voice).map(({ start, end }) => ({ start, end }));
}

function transcriptOf(words: readonly TranscriptWord[]): { text: string; words: TranscriptWord[] } {
  return { text: words.map((w) => w.word).join(' '), words: [...words] };
}
