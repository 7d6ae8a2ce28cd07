import type { AnswerContent } from './answer-content.ts';

/** The engine a typed answer's content names: its words were typed, so nothing in it happened at a time. */
export const WRITTEN_ANSWER_ENGINE = 'written';

/** A typed answer's content: no recording, so no moment in it to name or seek. */
export const isWrittenContent = (content: Pick<AnswerContent, 'engine'>): boolean => content.engine === WRITTEN_ANSWER_ENGINE;

const T = String.raw`\d+:\d{2}`;
const TIMES = String.raw`${T}(?:, ${T})*(?:, …)?`;

/**
 * A finding's sentence without the recording times it cites ('(first at 0:12)', '; at 0:03, 0:09', 'started at 0:12',
 * '(at 0:05: "…")'): a typed answer is timed only as if read aloud, so those places are nowhere a user could go.
 */
export function withoutTimeStamps(text: string): string {
  return text
    .replace(new RegExp(String.raw` \((?:first )?at ${TIMES}\)`, 'g'), '')
    .replace(new RegExp(String.raw`\(at ${T}: `, 'g'), '(')
    .replace(new RegExp(String.raw`; the \w+ started at ${T}`, 'g'), '')
    .replace(new RegExp(String.raw`: it ran past its target at ${T}`, 'g'), '')
    .replace(new RegExp(String.raw`;? at ${TIMES}(?=[).,;]|$)`, 'g'), '');
}

/**
 * A length finding's headline ('0:41 of 1:30', '24 s before answering') for a typed answer: its times are estimated
 * from the words as if read aloud, so the headline says 'about', as the finding's sentence does.
 */
export function estimatedLengthHeadline(headline: string): string {
  return /^\d+(?::\d{2}| s\b)/.test(headline) ? `about ${headline}` : headline;
}

/**
 * A typed answer's content as every screen shows it: findings at no time, their sentences without times, a length
 * headline an estimate ('about 0:41 of 1:30'). Others unchanged.
 */
export function untimedContent<C extends Pick<AnswerContent, 'engine' | 'findings'>>(content: C): C {
  if (!isWrittenContent(content)) return content;
  return {
    ...content,
    findings: content.findings.map((f) => ({
      ...f,
      at: null,
      headline: f.part === 'length' ? estimatedLengthHeadline(f.headline) : f.headline,
      text: withoutTimeStamps(f.text),
    })),
  };
}
