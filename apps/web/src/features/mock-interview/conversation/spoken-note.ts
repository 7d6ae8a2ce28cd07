import type { AnswerContent, ContentFinding, ContentPart } from '@rehearse/contract/answer-content';
import type { MockFollowUpResponse } from '@rehearse/contract/mock-interview';
import type { StarPartName } from '@rehearse/contract/star-parts';

/** A question to the candidate is said as written only up to this length: one sentence, a few seconds of speech. */
const MAX_QUESTION_CHARS = 160;

/** What to do about a missing STAR part, said after "Next time, ". The action and the result matter most. */
const MISSING_PART_ADVICE: Record<StarPartName, string> = {
  result: 'say what the result was — a number if you have one.',
  action: 'say what you did yourself, step by step.',
  task: 'say what you had to achieve.',
  situation: 'start with a sentence on where and when it happened.',
};

const PART_ADVICE: Record<Exclude<ContentPart, 'structure' | 'length'>, string> = {
  specifics: 'add a specific or two — a number, a date or a name.',
  ownership: 'say what you did yourself — "I", not only "we".',
  hedging: 'say it with more confidence — fewer "I think" and "maybe".',
  repetition: 'make each point once and move on.',
  relevance: 'answer the question as it was asked, with an example of your own.',
  vocabulary: 'vary your words a little more.',
};

/** The advice for a structure finding: a missing part first (the story's end matters most), else its pacing. */
function structureAdvice(finding: ContentFinding, missing: readonly StarPartName[]): string {
  const part = (['result', 'action', 'task', 'situation'] as const).find((p) => missing.includes(p));
  if (part && finding.headline.includes('missing')) return MISSING_PART_ADVICE[part];
  if (finding.headline.endsWith('situation')) return 'set the scene in a sentence or two and spend the time on what you did.';
  if (finding.headline.startsWith('result in')) return 'get to the result sooner and give it room.';
  return 'give each part of the story a sentence or two.';
}

/** The advice for a length finding: too short ('40 s of 90 s'), too long ('2:10 for 90 s') or a slow start. */
function lengthAdvice(finding: ContentFinding): string {
  if (/ of /.test(finding.headline)) return 'take more of the time: add what you did and how it ended.';
  if (/ for /.test(finding.headline)) return 'keep it shorter: cut the scene-setting and land the result sooner.';
  return 'start answering the question in your first sentence.';
}

/**
 * Practice's short note after an answer, said aloud: a sentence made for speech from the answer's first improvement
 * ("Next time, say what the result was — a number if you have one."), never the report's finding with its counts.
 * A finding that ends with a short question to the candidate is asked as it is. Null when nothing needs improving.
 */
export function spokenNote(content: Pick<AnswerContent, 'findings' | 'structure'>): string | null {
  const finding = content.findings.find((f) => f.kind === 'improvement');
  if (!finding) return null;
  const asked = finding.text.match(/(?:^|[.!?]\s)([^.!?]*(?:"[^"]*"[^.!?"]*)*\?)$/)?.[1]?.trim();
  if (asked && asked.length <= MAX_QUESTION_CHARS) return asked;
  const advice =
    finding.part === 'structure' ? structureAdvice(finding, content.structure?.missing ?? []) : finding.part === 'length' ? lengthAdvice(finding) : PART_ADVICE[finding.part];
  return `Next time, ${advice}`;
}

/**
 * Practice's note on a spoken answer, from its heard words as the server judged them while seeking its follow-up (its
 * recording's analysis comes later); null without heard words or with nothing to improve.
 */
export function heardNote(added: Pick<MockFollowUpResponse, 'heard_content'>): string | null {
  return added.heard_content ? spokenNote(added.heard_content) : null;
}
