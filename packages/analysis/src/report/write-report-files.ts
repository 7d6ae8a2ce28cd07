import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { audioReportFileName, VIDEO_REPORT_FILE } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';

/** The video report: the video part of the result, plus the face and eye-contact half of the timeline. */
export function videoReport(result: AnalysisResult) {
  return {
    ...result.video,
    timeline: result.timeline.map(({ t, face_present, eye_contact, face_frames }) => ({ t, face_present, eye_contact, ...(face_frames === undefined ? {} : { face_frames }) })),
  };
}

/** The audio report: the audio part of the result, plus what was said and where it paused. */
export function audioReport(result: AnalysisResult) {
  return { ...result.audio, transcript: result.transcript, fillers: result.fillers, pauses: result.pauses };
}

/**
 * The two report files the spec's screens read — `video_analysis.json` and `<baseName>_audio_interviewee_analysis.json` —
 * as names and their JSON text, made from the result alone (so a server can make them when they are asked for).
 */
export function reportFileTexts(result: AnalysisResult, baseName: string): Array<{ name: string; text: string }> {
  const files: [string, unknown][] = [
    [VIDEO_REPORT_FILE, videoReport(result)],
    [audioReportFileName(baseName), audioReport(result)],
  ];
  return files.map(([name, body]) => ({ name, text: `${JSON.stringify(body, null, 2)}\n` }));
}

/** Writes the report files of `reportFileTexts` into `dir` (the CLI's `--out`), and answers their names. */
export async function writeReportFiles(result: AnalysisResult, dir: string, baseName: string): Promise<string[]> {
  const files = reportFileTexts(result, baseName);
  await Promise.all(files.map(({ name, text }) => writeFile(join(dir, name), text)));
  return files.map(({ name }) => name);
}
