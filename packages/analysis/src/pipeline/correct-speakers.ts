import type { AnalysisResult, Speakers } from '@rehearse/contract/analysis-result';
import { firstCandidateChoice } from '@rehearse/contract/first-candidate-choice';
import { analyzeAnswerContent } from '../content/analyze-answer-content.ts';
import { overallScores } from '../scoring/overall-scores.ts';
import { addFeedback } from './assemble-result.ts';
import { candidateSpans, fieldsFor } from './speakers-result.ts';

/**
 * "That's not me" with two voices ('swap': the other voice), or with more the voice the user picked (`{ voice }`);
 * 'restore': back to the voice the analysis chose (the undo of either); "I was the only speaker" ('merge': all speech).
 */
export type SpeakerCorrection = 'swap' | 'merge' | 'restore' | { voice: number };

/**
 * The result with the user's correction applied, recomputed from the per-voice figures it stores (no decode, no
 * new upload): audio figures, transcript, fillers, pauses, question → answer pairs, content, overall scores and feedback.
 * Null when the correction does not apply: the recording had one voice; all speech is already the user's (after 'merge'
 * only the server's 'separate' applies); a pick of a voice the recording does not have or of the one already chosen;
 * 'restore' when the analysis's choice stands.
 */
export function correctSpeakers(result: AnalysisResult, correction: SpeakerCorrection): AnalysisResult | null {
  const speakers = result.speakers;
  if (!speakers) return null;
  const chosen = candidateAfter(speakers, correction);
  if (chosen === undefined) return null;
  // Kept from before the first correction, so that every later one can be undone back to it.
  const first = speakers.first_choice ?? firstCandidateChoice(speakers);
  const corrected: Speakers = { ...speakers, ...chosen, ...(first ? { first_choice: first } : {}) };
  // The old candidate's content (and any model review of it) goes with them; the new candidate's is judged afresh.
  const { llm_feedback: _feedback, insights: _insights, interview_questions: _questions, interview_opening: _opening, content: _content, ...rest } = result;
  const engine = result.engines.transcriber_detail ?? result.engines.transcriber;
  const fields = fieldsFor(corrected, engine);
  const speakingSpans = candidateSpans(corrected);
  const content = fields.transcript ? analyzeAnswerContent({ words: fields.transcript.words, engine, ...(speakingSpans ? { speakingSpans } : {}) }) : undefined;
  return addFeedback({ ...rest, ...overallScores({ video: result.video, audio: fields.audio, content, flags: result.quality.flags, transcribed: fields.transcript !== null }), ...fields, ...(content ? { content } : {}) });
}

/** Whose voice the correction makes the candidate's, and on what basis; undefined when it does not apply. */
function candidateAfter(speakers: Speakers, correction: SpeakerCorrection): Pick<Speakers, 'candidate_voice' | 'candidate_basis'> | undefined {
  if (speakers.candidate_voice === null) return undefined;
  if (correction === 'merge') return { candidate_voice: null, candidate_basis: 'user' };
  if (correction === 'swap') return { candidate_voice: nextVoice(speakers, speakers.candidate_voice), candidate_basis: 'user' };
  if (correction === 'restore') {
    const first = firstCandidateChoice(speakers);
    if (!first || (first.voice === speakers.candidate_voice && speakers.candidate_basis === first.basis)) return undefined;
    return { candidate_voice: first.voice, candidate_basis: first.basis };
  }
  if (correction.voice === speakers.candidate_voice || !speakers.voices.some((v) => v.voice === correction.voice)) return undefined;
  return { candidate_voice: correction.voice, candidate_basis: 'user' };
}

/** The voice after `current` in order of speech time, round the list: with two voices, the other one. */
function nextVoice(speakers: Speakers, current: number): number {
  const order = [...speakers.voices].sort((a, b) => b.speech_seconds - a.speech_seconds).map((v) => v.voice);
  const at = order.indexOf(current);
  return order[(at + 1) % order.length] ?? current;
}
