import { randomUUID } from 'node:crypto';
import { correctSpeakers, type SpeakerCorrection } from '@rehearse/analysis';
import { analysisResultSchema } from '@rehearse/contract/analysis-result';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import {
  ALREADY_MERGED,
  ALREADY_SEPARATED,
  ALREADY_YOURS,
  CHANGED_MEANWHILE,
  NOT_FINISHED,
  NOTHING_TO_RESTORE,
  ONE_VOICE_ONLY,
  SPEAKERS_MERGED,
  SPEAKERS_RESTORED,
  SPEAKERS_SEPARATED,
  SPEAKERS_SWAPPED,
  speakersChosenMessage,
  UNKNOWN_VOICE,
  voiceLabel,
  type SpeakerCorrectionChoice,
  type SpeakerCorrectionResponse,
} from '@rehearse/contract/speaker-correction';
import { combinedResultOf } from '@rehearse/contract/combined-result';
import { sessionReportNames } from '../../shared/session-report-files.ts';
import { ANALYSIS_NOT_FOUND, AnalysisProblem } from './analysis-problem.ts';
import type { AnalysisSessionRepository } from './analysis-session-repository.ts';

export interface SpeakerCorrectionDeps {
  sessions: AnalysisSessionRepository;
}

/**
 * "That's not me" (and its undo), "This is me" on one of three or more voices, "I was the only speaker" (and its undo)
 * on a completed analysis of the owner: the result is recomputed from the per-voice figures it stores (no decode, the
 * recording may already be deleted) and the list summary follows the new scores; the report files, made from the result
 * when asked for, follow it too.
 *
 * Concurrent corrections of one analysis: each saves its result under a revision of its own, only if the row still
 * holds the revision it was computed from. One wins; the others get 409, so no correction is lost to another.
 */
export async function applySpeakerCorrection(
  deps: SpeakerCorrectionDeps,
  userId: string,
  sessionId: string,
  choice: SpeakerCorrectionChoice,
): Promise<SpeakerCorrectionResponse> {
  const session = await deps.sessions.findOwned(userId, sessionId);
  if (!session) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
  if (session.status !== 'completed' || session.result === null) throw new AnalysisProblem(409, NOT_FINISHED);
  const stored = analysisResultSchema.parse(JSON.parse(session.result));
  const speakers = stored.speakers;
  if (!speakers) throw new AnalysisProblem(409, ONE_VOICE_ONLY);
  if (choice.correction === 'choose' && !speakers.voices.some((v) => v.voice === choice.voice)) throw new AnalysisProblem(400, UNKNOWN_VOICE);
  const corrected = choice.correction === 'separate' ? separateVoices(stored) : correctSpeakers(stored, engineCorrection(choice));
  if (!corrected) throw new AnalysisProblem(409, refusalOf(choice, speakers.candidate_voice === null));

  const saved = await deps.sessions.replaceScoredResult(sessionId, {
    readRevision: session.result_revision,
    revision: randomUUID(),
    result: JSON.stringify(corrected),
    summary: JSON.stringify(combinedResultOf(corrected, session.end_time ?? new Date().toISOString())),
    reportFiles: JSON.stringify(sessionReportNames(sessionId)),
  });
  if (!saved) throw new AnalysisProblem(409, CHANGED_MEANWHILE);
  return { status: 'success', message: messageOf(choice) };
}

/** The engine's name for a correction other than 'separate' (which the server composes from the engine's 'swap'). */
function engineCorrection(choice: SpeakerCorrectionChoice): SpeakerCorrection {
  if (choice.correction === 'choose') return { voice: choice.voice };
  if (choice.correction === 'separate') throw new Error("'separate' is not an engine correction");
  return choice.correction;
}

function refusalOf(choice: SpeakerCorrectionChoice, merged: boolean): string {
  if (choice.correction === 'separate') return ALREADY_SEPARATED;
  if (merged) return ALREADY_MERGED;
  if (choice.correction === 'restore') return NOTHING_TO_RESTORE;
  if (choice.correction === 'choose') return ALREADY_YOURS;
  return ONE_VOICE_ONLY;
}

function messageOf(choice: SpeakerCorrectionChoice): string {
  switch (choice.correction) {
    case 'swap':
      return SPEAKERS_SWAPPED;
    case 'merge':
      return SPEAKERS_MERGED;
    case 'separate':
      return SPEAKERS_SEPARATED;
    case 'restore':
      return SPEAKERS_RESTORED;
    case 'choose':
      return speakersChosenMessage(voiceLabel(choice.voice));
  }
}

/**
 * The undo of "I was the only speaker": the voice that speaks most is the user's again (which voice was theirs
 * before the merge is not kept; "That's not me" then picks another). The engine's 'swap' moves to the voice after
 * the current one in order of speech time, round the list, so starting from the last voice it lands on the first.
 * Null when the voices are already separated.
 */
function separateVoices(stored: AnalysisResult): AnalysisResult | null {
  const speakers = stored.speakers;
  if (!speakers || speakers.candidate_voice !== null) return null;
  const bySpeech = [...speakers.voices].sort((a, b) => b.speech_seconds - a.speech_seconds);
  const least = bySpeech.at(-1);
  if (!least) return null;
  const separated = correctSpeakers({ ...stored, speakers: { ...speakers, candidate_voice: least.voice } }, 'swap');
  // Guards the reliance on the engine's order: the user must get the voice that speaks most, nothing else.
  if (separated?.speakers?.candidate_voice !== bySpeech[0]?.voice) throw new Error('Separating the voices did not pick the voice that speaks most');
  return separated;
}
