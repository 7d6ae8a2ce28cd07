import type { Speakers } from './analysis-result.ts';

export type FirstCandidateChoice = NonNullable<Speakers['first_choice']>;

/**
 * The voice the analysis chose as the user's, which "That's not me" clicked a second time goes back to. Stored since
 * it is asked for; on older results the current choice when the user has not corrected it, else the voice that speaks
 * most (what the analysis chooses without a face to go by). Null without voices.
 */
export function firstCandidateChoice(speakers: Speakers): FirstCandidateChoice | null {
  if (speakers.first_choice) return speakers.first_choice;
  if (speakers.candidate_basis !== 'user' && speakers.candidate_voice !== null) return { voice: speakers.candidate_voice, basis: speakers.candidate_basis };
  const most = [...speakers.voices].sort((a, b) => b.speech_seconds - a.speech_seconds)[0];
  return most ? { voice: most.voice, basis: 'most_speech' } : null;
}

/** Whether the user moved away from the analysis's choice to another voice (the "That's not me" toggle is on). */
export function isAnotherVoiceChosen(speakers: Speakers): boolean {
  const first = firstCandidateChoice(speakers);
  return speakers.candidate_voice !== null && first !== null && speakers.candidate_voice !== first.voice;
}
