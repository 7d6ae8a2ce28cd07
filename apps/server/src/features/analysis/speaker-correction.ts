import { mkdtemp, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { correctSpeakers } from '@rehearse/analysis';
import { analysisResultSchema } from '@rehearse/contract/analysis-result';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import {
  ALREADY_MERGED,
  ALREADY_SEPARATED,
  NOT_FINISHED,
  ONE_VOICE_ONLY,
  SPEAKERS_MERGED,
  SPEAKERS_SEPARATED,
  SPEAKERS_SWAPPED,
  type SpeakerCorrectionChoice,
  type SpeakerCorrectionResponse,
} from '@rehearse/contract/speaker-correction';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { AnalysisEngine } from '../../shared/analysis-engine.ts';
import { ANALYSIS_NOT_FOUND, AnalysisProblem } from './analysis-problem.ts';
import type { AnalysisSessionRepository } from './analysis-session-repository.ts';
import { combinedResultOf } from '@rehearse/contract/combined-result';
import { reportKey } from '../../storage/analysis-object-keys.ts';

export interface SpeakerCorrectionDeps {
  sessions: AnalysisSessionRepository;
  objects: ObjectStore;
  engine: Pick<AnalysisEngine, 'writeReports'>;
}

/**
 * "That's not me" / "I was the only speaker" on a completed analysis of the owner: the result is recomputed from the
 * per-voice figures it stores (no decode, the recording may already be deleted), the report files are written again
 * and the list summary follows the new scores.
 */
export async function applySpeakerCorrection(
  deps: SpeakerCorrectionDeps,
  userId: string,
  sessionId: string,
  correction: SpeakerCorrectionChoice,
): Promise<SpeakerCorrectionResponse> {
  const session = await deps.sessions.findOwned(userId, sessionId);
  if (!session) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
  if (session.status !== 'completed' || session.result === null) throw new AnalysisProblem(409, NOT_FINISHED);
  const stored = analysisResultSchema.parse(JSON.parse(session.result));
  if (!stored.speakers) throw new AnalysisProblem(409, ONE_VOICE_ONLY);
  const corrected = correction === 'separate' ? separateVoices(stored) : correctSpeakers(stored, correction);
  if (!corrected) throw new AnalysisProblem(409, correction === 'separate' ? ALREADY_SEPARATED : ALREADY_MERGED);

  const dir = await mkdtemp(join(tmpdir(), 'rehearse-report-'));
  let names: string[];
  try {
    names = await deps.engine.writeReports(corrected, dir, sessionId);
    for (const name of names) await deps.objects.put(reportKey(sessionId, name), createReadStream(join(dir, name)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const endTime = session.end_time ?? new Date().toISOString();
  await deps.sessions.replaceScoredResult(sessionId, {
    result: JSON.stringify(corrected),
    summary: JSON.stringify(combinedResultOf(corrected, endTime)),
    reportFiles: JSON.stringify(names),
  });
  return { status: 'success', message: MESSAGES[correction] };
}

const MESSAGES: Record<SpeakerCorrectionChoice, string> = { swap: SPEAKERS_SWAPPED, merge: SPEAKERS_MERGED, separate: SPEAKERS_SEPARATED };

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
