import { z } from 'zod';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { questionTypeSchema, type QuestionSetId } from '@rehearse/contract/mock-question-sets';
import { isHeadingLine, type PostingLine } from '../posting/posting-lines.ts';

const writtenSchema = z.array(
  z.object({
    text: z.string().trim().min(15).max(300),
    type: questionTypeSchema.catch('behavioural'),
    line_number: z.number().int().positive(),
    strong_answer: z.array(z.string().trim().min(5).max(300)).min(1).max(6).catch([]),
  }),
);

const TIPS = 'Answer for this job: one specific example from your experience, what you did yourself, and the result.';
const STRONG_DEFAULT = ['A specific example that matches what the posting asks for', 'What you did yourself', 'The result, in numbers if you can'];

/** The first JSON array in a reply (models wrap it in prose or a code fence now and then). */
function jsonArrayOf(reply: string): unknown {
  const start = reply.indexOf('[');
  const end = reply.lastIndexOf(']');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(reply.slice(start, end + 1));
  } catch {
    return null;
  }
}

/**
 * The questions a model wrote for a posting, as a session asks them ('Written by AI', targeting the
 * line they name); at most `count`. Null when the reply is not the asked JSON: the built-in draw stays.
 */
export function parseWrittenQuestions(reply: string, lines: readonly PostingLine[], count: number, setId: QuestionSetId): MockQuestion[] | null {
  const parsed = writtenSchema.safeParse(jsonArrayOf(reply));
  if (!parsed.success) return null;
  const questions = parsed.data.slice(0, count).map((q, i): MockQuestion => {
    const line = lines.find((l) => l.number === q.line_number && !isHeadingLine(l.text));
    return {
      key: `ai_${i + 1}`,
      text: q.text,
      competency: 'role_fit',
      target_time: 90,
      tips: TIPS,
      type: q.type,
      strong_answer: q.strong_answer.length >= 2 ? q.strong_answer : STRONG_DEFAULT,
      set_id: setId,
      origin: 'posting',
      written_by_ai: true,
      targets: line ? { line_number: line.number, line: line.text, skills: [] } : null,
      follow_up_of: null,
    };
  });
  return questions.length > 0 ? questions : null;
}
