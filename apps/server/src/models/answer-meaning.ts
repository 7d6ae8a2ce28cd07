import type { MeaningStatus } from '@rehearse/contract/admin-settings';
import { loadSentenceModel, sentenceModelMeaning, type AnswerInput, type MeaningEncoder, type SentenceModel } from '@rehearse/analysis';
import type { Logger } from '../logging/logger.ts';
import { meaningStatusOf, type SentenceModelProvision } from './sentence-model-provision.ts';

/** The texts of one answer whose meaning is to be judged. */
export type AnswerTexts = Pick<AnswerInput, 'words' | 'question' | 'competency'>;

/** What judges answers' meaning: the provisioned sentence model when it is ready and runs, else the built-in word vectors. */
export interface AnswerMeaning {
  /**
   * The sentence model's encoder for this answer, its texts encoded now; undefined when the word vectors judge it
   * instead (no model ready, or it failed: said once in the log and on the admin page). Never rejects.
   */
  prepare(answer: AnswerTexts): Promise<MeaningEncoder | undefined>;
  /** What the admin Settings tab shows. */
  status(): MeaningStatus;
  close(): Promise<void>;
}

/**
 * Loads the model the first time an answer needs it after it is ready (the session lives for the process). A model
 * that cannot be loaded is not tried again until the next start; one that fails on an answer leaves that answer to
 * the word vectors.
 */
export function createAnswerMeaning(deps: { provision: SentenceModelProvision; logger: Logger; load?: typeof loadSentenceModel }): AnswerMeaning {
  const { provision, logger } = deps;
  const load = deps.load ?? loadSentenceModel;
  let model: Promise<SentenceModel> | null = null;
  let loadFailure: string | null = null;

  function loaded(dir: string): Promise<SentenceModel> {
    model ??= load(dir, provision.name ?? dir).catch((error: unknown) => {
      loadFailure = error instanceof Error ? error.message : String(error);
      logger.warn({ model: provision.name, err: loadFailure }, `The sentence model ${provision.name ?? dir} could not be loaded: ${loadFailure}. Answers are judged by the built-in word vectors`);
      throw error;
    });
    return model;
  }

  return {
    prepare: async (answer) => {
      const dir = provision.path();
      if (dir === null || loadFailure !== null) return undefined;
      try {
        return await sentenceModelMeaning(await loaded(dir), answer);
      } catch (error) {
        if (loadFailure === null) logger.warn({ err: error }, 'The sentence model failed on an answer; the built-in word vectors judge it');
        return undefined;
      }
    },
    status: () => meaningStatusOf(provision.state(), provision.name, loadFailure),
    close: async () => {
      await model?.then((m) => m.close()).catch(() => undefined);
    },
  };
}
