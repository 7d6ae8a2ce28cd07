import type { Speakers, TimeRange, TranscriptWord } from '@rehearse/contract/analysis-result';
import { isAnotherVoiceChosen } from '@rehearse/contract/first-candidate-choice';

/** A stretch of the recording and whose it is, for the speaker strip. */
export interface SpeakerStretch {
  start: number;
  end: number;
  yours: boolean;
}

/** The turns, marked yours or the interviewer's; all yours once the user said they were the only speaker. */
export function speakerStretches(speakers: Speakers): SpeakerStretch[] {
  return speakers.turns.map((t) => ({ start: t.start, end: t.end, yours: speakers.candidate_voice === null || t.voice === speakers.candidate_voice }));
}

/** The other voices' turns (the interviewer's), greyed on the timeline; none once all speech is the user's. */
export function interviewerTurns(speakers: Speakers | undefined): TimeRange[] {
  if (!speakers || speakers.candidate_voice === null) return [];
  return speakers.turns.filter((t) => t.voice !== speakers.candidate_voice).map((t) => ({ start: t.start, end: t.end }));
}

/** The words of the other voices (the interviewer's), to show greyed between the user's. */
export function interviewerWords(speakers: Speakers | undefined): TranscriptWord[] {
  if (!speakers || speakers.candidate_voice === null) return [];
  return speakers.voices.filter((v) => v.voice !== speakers.candidate_voice).flatMap((v) => v.transcript?.words ?? []);
}

/** The user's words and the interviewer's, in the order spoken; the interviewer's marked. */
export function withInterviewerWords<W extends TranscriptWord>(yours: readonly W[], theirs: readonly TranscriptWord[]): (W | (TranscriptWord & { interviewer: true }))[] {
  const marked = theirs.map((w) => ({ ...w, interviewer: true as const }));
  return [...yours, ...marked].sort((a, b) => a.start - b.start);
}

export function candidateBasisText(speakers: Speakers): string {
  if (speakers.candidate_voice === null) return 'You said you were the only speaker: all speech counts as yours.';
  if (speakers.candidate_basis === 'user') return 'You chose which voice is yours.';
  if (speakers.candidate_basis === 'mouth_movement') return 'Your voice is the one that moved the face on screen.';
  return 'Your voice is taken to be the one that speaks most.';
}

/**
 * The card's sentence: how many voices count, whose figures the report shows, and why. After "I was the only
 * speaker" there is one voice (all speech yours), whatever the recogniser split it into.
 */
export function speakersDescription(speakers: Speakers): string {
  if (speakers.candidate_voice === null) {
    return `One voice: every audio figure and the transcript cover all the speech. ${candidateBasisText(speakers)}`;
  }
  return `${speakers.voices.length} voices found. Every audio figure and the transcript cover your voice only; the interviewer's turns are greyed. ${candidateBasisText(speakers)}`;
}

/** Seconds of a voice's speech played when the user listens to it to say which voice is theirs. */
export const VOICE_SAMPLE_SECONDS = 6;

/**
 * The stretch played for a voice in the "Which voice is yours?" list: the start of its longest turn, at most
 * VOICE_SAMPLE_SECONDS (a long turn is the likeliest to be that voice alone). Null for a voice without turns.
 */
export function voiceSample(speakers: Speakers, voice: number): TimeRange | null {
  const longest = speakers.turns.filter((t) => t.voice === voice).sort((a, b) => b.end - b.start - (a.end - a.start))[0];
  return longest ? { start: longest.start, end: Math.min(longest.end, longest.start + VOICE_SAMPLE_SECONDS) } : null;
}

/**
 * What a click on "That's not me" does: with another voice than the analysis's chosen, go back to it ('restore', the
 * undo); else with two voices take the other one ('swap'); with three or more open the list to pick from ('pick').
 */
export function notMeAction(speakers: Speakers): 'restore' | 'swap' | 'pick' {
  if (isAnotherVoiceChosen(speakers)) return 'restore';
  return speakers.voices.length > 2 ? 'pick' : 'swap';
}
