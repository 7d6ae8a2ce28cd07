import { formatPoints, formatScore } from './number-format.ts';
import { byPosition, type QuestionName } from './mock-question-places.ts';
import { inPartOrder, samePartList, type FixFirst, type LeftOutAnswer, type MissingPart, type MissingPartCause, type OverallMakeup, type OverallPart } from './overall-makeup.ts';

/**
 * How every screen names an overall that is not complete, why, and what to do (decision 050): one set of words for the
 * detail page, the list cards, the dashboard, compare, the mock report and the PDF.
 */

export const OVERALL_PART_LABELS: Record<OverallPart, string> = { video: 'Video', audio: 'Audio', content: 'Answer content' };

const NOT_JUDGED: Record<OverallPart, string> = { video: 'video not measured', audio: 'audio not measured', content: 'content not judged' };

/** Why a part has no score, and the one thing to do about it. */
export const MISSING_PART_TEXTS: Record<MissingPartCause, { why: string; fix: string }> = {
  no_audio_track: {
    why: 'the recording has no sound track',
    fix: 'Record again with the microphone on, and check that the file plays with sound.',
  },
  no_speech: {
    why: 'no speech was heard',
    fix: 'Check that the right microphone is selected and not muted, make a 10-second test recording, then record again.',
  },
  video_not_measured: {
    why: 'your face and posture could not be read in any frame',
    fix: 'Sit facing the camera in good light with your head and shoulders in frame, then record again.',
  },
  no_transcript: {
    why: 'no speech recogniser was available, so there was no transcript to judge',
    fix: 'Analyse the recording again once speech recognition is available (Help explains how it is set up).',
  },
  not_enough_speech: {
    why: 'too few words were heard clearly',
    fix: 'Record again in a quiet room, close to the microphone, and answer in full sentences so enough words are heard clearly.',
  },
  far_too_short: {
    why: 'the answer stopped far short of the time the question needs',
    fix: 'Answer in full: the situation in a sentence, what you did yourself, and how it ended, for most of the target time.',
  },
  judged_before_content: {
    why: 'it was scored before what answers said was judged',
    fix: 'Upload the recording again to have what you said judged.',
  },
};

const list = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Delivery only' (video and audio), 'Audio only', 'Audio and answer content only'…; null when the overall is complete. */
export function incompleteOverallLabel(makeup: Pick<OverallMakeup, 'complete' | 'parts' | 'missing'>): string | null {
  if (makeup.complete) return null;
  const parts = inPartOrder(makeup.parts);
  if (parts.length === 0) return 'Nothing measured';
  if (samePartList(parts, ['video', 'audio'])) return 'Delivery only';
  // A mock interview stored before: some answers were judged for content, others averaged in without it.
  if (makeup.missing.every((m) => parts.includes(m.part))) return 'Partly judged';
  return `${capitalised(list(parts.map((p) => OVERALL_PART_LABELS[p].toLowerCase())))} only`;
}

const questionList = (questions: readonly number[], name: QuestionName): string => list(questions.map(name));

/** Why one missing part (or several with the same cause) has no score: 'content not judged: too few words …'. */
function missingClause(group: readonly MissingPart[], name: QuestionName): string {
  const first = group[0]!;
  const parts = group.map((m) => m.part);
  const what =
    parts.length > 1
      ? `${list(parts.map((p) => OVERALL_PART_LABELS[p].toLowerCase()))} not measured`
      : NOT_JUDGED[first.part];
  const where = first.questions && first.questions.length > 0 ? ` in ${questionList(first.questions, name)}` : '';
  return `${what}${where}: ${first.detail ?? MISSING_PART_TEXTS[first.cause].why}`;
}

/** The missing parts grouped by cause, in fix order (audio and content without speech read as one clause). */
function byCause(missing: readonly MissingPart[]): MissingPart[][] {
  const groups = new Map<string, MissingPart[]>();
  for (const m of missing) {
    const key = `${m.cause}|${m.detail ?? ''}|${(m.questions ?? []).join(',')}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.values()];
}

/** Why the overall is incomplete, e.g. 'content not judged: not enough clear speech to judge content (14 clear words; 20 needed)'. */
export function incompleteOverallReason(makeup: Pick<OverallMakeup, 'missing'>, name: QuestionName = byPosition): string {
  return byCause(makeup.missing)
    .map((group) => missingClause(group, name))
    .join('; ');
}

/** What to do first about an incomplete overall; null when it is complete. */
export function incompleteOverallFix(makeup: Pick<OverallMakeup, 'missing'>): string | null {
  const first = makeup.missing[0];
  return first ? MISSING_PART_TEXTS[first.cause].fix : null;
}

/**
 * The whole note beside an incomplete overall: 'Delivery only — content not judged: <why>. <What to do>'; null when
 * the overall is complete.
 */
export function incompleteOverallNote(makeup: Pick<OverallMakeup, 'complete' | 'parts' | 'missing'>): string | null {
  const label = incompleteOverallLabel(makeup);
  if (label === null) return null;
  const fix = incompleteOverallFix(makeup);
  return `${label} — ${incompleteOverallReason(makeup)}.${fix ? ` ${fix}` : ''}`;
}

/** Why an incomplete overall stays out of averages, rankings and changes, in a sentence. */
export const INCOMPLETE_OVERALL_KEPT_APART =
  'An overall without a part it normally has is not averaged, ranked or compared with complete ones.';

/** 'Fix first: answer content (19.7%) — it holds your overall back by 40.2 points, more than any other part.' */
export function fixFirstSentence(fix: FixFirst | null, makeup: Pick<OverallMakeup, 'missing'>): string | null {
  if (!fix) return null;
  const label = OVERALL_PART_LABELS[fix.part];
  if (fix.score === null || fix.points === null) {
    const missing = makeup.missing.find((m) => m.part === fix.part);
    return `Fix first: ${label.toLowerCase()} — ${missing ? MISSING_PART_TEXTS[missing.cause].fix : 'make it measurable.'}`;
  }
  return `Fix first: ${label.toLowerCase()} (${formatScore(fix.score)}) — it holds your overall back by ${formatPoints(fix.points)}, more than any other part.`;
}

/** A mock interview's answers left out of its overall: 'Q2 and Q3 are not part of the overall score (content not judged: …).' */
export function leftOutSentence(leftOut: readonly LeftOutAnswer[] | undefined, name: QuestionName = byPosition): string | null {
  if (!leftOut || leftOut.length === 0) return null;
  const groups = new Map<string, LeftOutAnswer[]>();
  for (const a of leftOut) {
    const key = `${a.part}|${a.cause}|${a.detail ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const reasons = [...groups.values()].map((g) => {
    const first = g[0]!;
    const where = leftOut.length > 1 && groups.size > 1 ? `${questionList(g.map((a) => a.question), name)}, ` : '';
    return `${where}${NOT_JUDGED[first.part]}: ${first.detail ?? MISSING_PART_TEXTS[first.cause].why}`;
  });
  const which = questionList(leftOut.map((a) => a.question), name);
  return `${which} ${leftOut.length === 1 ? 'is' : 'are'} not part of the overall score (${reasons.join('; ')}).`;
}
