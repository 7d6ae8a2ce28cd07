import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { contentPartSchema } from '@rehearse/contract/answer-content';
import { questionCompetencySchema } from '@rehearse/contract/mock-question-sets';

/**
 * The labelled set (labelled-set/GUIDE.md): spoken-style answers written and labelled by people who had not read the
 * rules, each with the parts a coach would flag. The tuning split may be read while the rules change; the held-out
 * split only by the benchmark, which prints aggregate figures for it and its hash.
 */
export const labelledAnswerSchema = z.object({
  id: z.string(),
  kind: z.string(),
  question: z.string(),
  competency: questionCompetencySchema,
  target_seconds: z.number().positive(),
  text: z.string(),
  expected: z.array(contentPartSchema),
});
export type LabelledAnswer = z.infer<typeof labelledAnswerSchema>;

export type LabelledSplit = 'tuning' | 'held-out';

/** The files of each split, in labelled-set/: the tuning split comes in parts, one a writer. */
export const SPLIT_FILES: Record<LabelledSplit, readonly string[]> = {
  tuning: ['tuning-a.json', 'tuning-b.json', 'tuning-c.json', 'tuning-d.json', 'tuning-e.json', 'tuning-f.json'],
  'held-out': ['held-out.json', 'held-out-b.json', 'held-out-c.json', 'held-out-d.json', 'held-out-e.json', 'held-out-f.json'],
};

/** A labelled answer and the file it came from (each file is one writer's). */
export interface FiledAnswer extends LabelledAnswer {
  file: string;
}

export interface LoadedSplit {
  answers: FiledAnswer[];
  /** sha256 of each file read, so a change to a file shows in the benchmark's output. */
  hashes: { file: string; sha256: string }[];
}

/** The answers of a split (files not yet written are skipped). */
export function loadLabelledSplit(split: LabelledSplit): LoadedSplit {
  const answers: FiledAnswer[] = [];
  const hashes: LoadedSplit['hashes'] = [];
  for (const file of SPLIT_FILES[split]) {
    const url = new URL(`./labelled-set/${file}`, import.meta.url);
    if (!existsSync(url)) continue;
    const bytes = readFileSync(url);
    hashes.push({ file, sha256: createHash('sha256').update(bytes).digest('hex') });
    answers.push(...z.array(labelledAnswerSchema).parse(JSON.parse(bytes.toString('utf8'))).map((a) => ({ ...a, file })));
  }
  return { answers, hashes };
}
