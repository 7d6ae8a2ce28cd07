import type { AnalysisResult, Speakers } from '@rehearse/contract/analysis-result';
import { analyzeAnswerContent } from '../content/analyze-answer-content.ts';
import { overallScores } from '../scoring/overall-scores.ts';
import { addFeedback } from './assemble-result.ts';
import { candidateSpans, fieldsFor } from './speakers-result.ts';

/** "That's not me": another voice is the candidate's. "I was the only speaker": all speech is. */
export type SpeakerCorrection = 'swap' | 'merge';

/**
 * The result with the user's correction applied, recomputed from the per-voice figures it stores (no decode, no
 * new upload): audio figures, transcript, fillers, pauses, question → answer pairs, content, overall scores and feedback.
 * Null when the correction does not apply: the recording had one voice, or 'swap' after 'merge'.
 */
export function correctSpeakers(result: AnalysisResult, correction: SpeakerCorrection): AnalysisResult | null {
  const speakers = result.speakers;
  if (!speakers) return null;
  if (correction === 'swap' && speakers.candidate_voice === null) return null;
  const corrected: Speakers = {
    ...speakers,
    candidate_voice: correction === 'merge' ? null : nextVoice(speakers, speakers.candidate_voice ?? 0),
    candidate_basis: 'user',
  };
  // The old candidate's content (and any model review of it) goes with them; the new candidate's is judged afresh.
  const { llm_feedback: _feedback, insights: _insights, interview_questions: _questions, interview_opening: _opening, content: _content, ...rest } = result;
  const engine = result.engines.transcriber_detail ?? result.engines.transcriber;
  const fields = fieldsFor(corrected, engine);
  const speakingSpans = candidateSpans(corrected);
  const content = fields.transcript ? analyzeAnswerContent({ words: fields.transcript.words, engine, ...(speakingSpans ? { speakingSpans } : {}) }) : undefined;
  return addFeedback({ ...rest, ...overallScores(result.video, fields.audio, content?.score ?? null), ...fields, ...(content ? { content } : {}) });
}

/** The voice after `current` in order of speech time, round the list: with two voices, the other one. */
function nextVoice(speakers: Speakers, current: number): number {
  const order = [...speakers.voices].sort((a, b) => b.speech_seconds - a.speech_seconds).map((v) => v.voice);
  const at = order.indexOf(current);
  return order[(at + 1) % order.length] ?? current;
}
