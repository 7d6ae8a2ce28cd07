import type { CoachKind } from '@rehearse/contract/coach';

/**
 * What a pasted posting does on this server (`engine`: the public config's `coach`, undefined until it is known).
 * Only a language model writes questions from the posting's lines and shows the line each targets; without one the
 * bank's questions are picked for the skills the posting names and the posting answers the candidate's questions at
 * the close, so the hint promises no more than that.
 */
export function jobDescriptionHint(engine: CoachKind | undefined): string {
  if (engine === 'model') return 'Paste the job posting: questions are picked to cover its skills and responsibilities, and each shows the line it targets.';
  if (engine === 'built-in') {
    return 'Paste the job posting: questions come from the question bank, picked for the skills it names, and your questions about the role at the end are answered from it. No AI model is set up here to write questions from its lines.';
  }
  return 'Paste the job posting: questions are picked for the skills it names.';
}
