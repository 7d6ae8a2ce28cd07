import { MOCK_MAX_SESSION_QUESTIONS, MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import type { FollowUpSuggestion, MockFollowUpResponse, MockQuestion } from '@rehearse/contract/mock-interview';
import { typedAnswerContent } from '@rehearse/analysis';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { Logger } from '../../logging/logger.ts';
import { followUpPrompt } from '../../llm/prompts/follow-up-prompt.ts';
import { parseFollowUp } from './ai/parse-follow-up.ts';
import type { InterviewerPersona } from '@rehearse/contract/interview-conversation';
import { builtInFollowUp } from './follow-up/built-in-follow-up.ts';
import { pressForSpecifics } from './follow-up/press-for-specifics.ts';
import { checkStar } from './star/check-star.ts';
import { parseAnswerResult } from './answer-result.ts';
import { MockProblem } from './mock-problem.ts';
import type { MockAnswerRow } from './mock-answer-repository.ts';
import type { MockRepositories } from './mock-repositories.ts';
import type { MockSessionAccess } from './mock-session-access.ts';
import type { MockSessionRow } from './mock-session-repository.ts';
import { followUpSuggestion } from './mock-view.ts';
import { loadSessionState } from './session-state.ts';

export interface FollowUpStepDeps {
  repos: Pick<MockRepositories, 'sessions' | 'answers' | 'attempts' | 'counted'>;
  access: MockSessionAccess;
  /** Writes the follow-up from the answer when configured; the built-in text otherwise or when it fails. */
  model: LanguageModel | null;
  logger: Logger;
}

/** The follow-up question of an answer: answered and analysed like any question. */
export function followUpQuestion(parent: MockQuestion, suggestion: FollowUpSuggestion): MockQuestion {
  return {
    key: `${parent.key}__fu`,
    text: suggestion.text,
    competency: parent.competency,
    target_time: 60,
    tips: 'Answer in a few sentences: the one thing asked, as concretely as you can.',
    type: parent.type,
    strong_answer: ['A direct answer to what was asked', 'Concrete detail: what you did, numbers, names of tools or steps'],
    set_id: parent.set_id,
    origin: 'follow_up',
    written_by_ai: suggestion.written_by_ai,
    // The parent already showed its posting line; a follow-up repeating it reads as a second question on the same line.
    targets: null,
    follow_up_of: parent.key,
  };
}

export class FollowUpStep {
  constructor(private readonly deps: FollowUpStepDeps) {}

  /**
   * Adds the answer's follow-up right after its question; `question: null` while the answer has none to ask. `heard`:
   * the words recognised while a spoken answer was given, judged before its recording is stored (the interviewer
   * replies while it uploads). `persona`: the spoken interview's interviewer (a tough one presses an answer without
   * figures for specifics).
   */
  async add(userId: string, sessionId: string, questionKey: string, heard?: string, persona?: InterviewerPersona, retried = false): Promise<MockFollowUpResponse> {
    const { access, repos } = this.deps;
    const session = await access.active(userId, sessionId);
    const questions = access.questions(session);
    const parent = access.questionOf(session, questionKey);
    const words = heard?.trim() ?? '';
    const judged = judgedHeard(parent, words);
    // A follow-up is never followed up: nothing to ask, as for an answer that leaves nothing open.
    if (parent.origin === 'follow_up') return this.response(session, null, judged);
    if (questions.some((q) => q.follow_up_of === parent.key)) throw new MockProblem(409, MOCK_SERVER_MESSAGES.followUpExists);
    const answer = await repos.answers.find(session.id, parent.key);
    const suggestion = questions.length < MOCK_MAX_SESSION_QUESTIONS ? suggestedFollowUp(answer, parent, words, persona) : null;
    if (!suggestion) return this.response(session, null, judged);
    const question = followUpQuestion(parent, (await this.written(parent, suggestion.transcript, suggestion.asked)) ?? suggestion.asked);
    const at = questions.findIndex((q) => q.key === parent.key) + 1;
    const next = [...questions.slice(0, at), question, ...questions.slice(at)];
    const change = { questions: JSON.stringify(next), questionKeys: JSON.stringify(next.map((q) => q.key)), previousKeys: session.question_keys };
    if (!(await repos.sessions.setQuestions(session.id, change))) {
      // Finished meanwhile (the next read says so), or another follow-up was added: read again, once.
      if (retried) throw new MockProblem(409, MOCK_SERVER_MESSAGES.followUpExists);
      return this.add(userId, sessionId, questionKey, heard, persona, true);
    }
    return this.response((await repos.sessions.findById(session.id)) ?? session, question, judged);
  }

  /** The heard words of an answer that takes no follow-up, judged for Practice's note on it; no follow-up is added. */
  async judge(userId: string, sessionId: string, questionKey: string, heard: string | undefined): Promise<MockFollowUpResponse> {
    const { access } = this.deps;
    const session = await access.active(userId, sessionId);
    return this.response(session, null, judgedHeard(access.questionOf(session, questionKey), heard?.trim() ?? ''));
  }

  private async response(fresh: MockSessionRow, question: MockQuestion | null, heard: AnswerContent | undefined): Promise<MockFollowUpResponse> {
    const { access, repos } = this.deps;
    const state = await loadSessionState(repos, access, fresh);
    return { success: true, question, questions: state.questions, answers: state.answers, current_index: fresh.current_index, ...(heard ? { heard_content: heard } : {}) };
  }

  private async written(parent: MockQuestion, transcript: string, suggestion: FollowUpSuggestion): Promise<FollowUpSuggestion | null> {
    const { model } = this.deps;
    if (!model) return null;
    try {
      const text = parseFollowUp(await model.complete(followUpPrompt(parent.text, transcript)));
      if (text) return { ...suggestion, text, written_by_ai: true };
      this.deps.logger.warn({ model: model.name }, 'model wrote no usable follow-up; the built-in one is asked');
    } catch (error) {
      this.deps.logger.warn({ err: error, model: model.name }, 'model failed to write a follow-up; the built-in one is asked');
    }
    return null;
  }
}

/** The heard words judged as a typed answer is (milliseconds): Practice's note on a spoken answer comes from them. */
function judgedHeard(parent: MockQuestion, words: string): AnswerContent | undefined {
  return words ? typedAnswerContent({ text: words, question: parent.text, competency: parent.competency, targetSeconds: parent.target_time }) : undefined;
}

/**
 * What the answer leaves to ask about, with the words it is judged on: its analysis's suggestion when done, else the
 * words heard live (a spoken answer's analysis waits behind the conversation, and its row may not be stored yet).
 */
function suggestedFollowUp(answer: MockAnswerRow | null, parent: MockQuestion, heard: string, persona: InterviewerPersona | undefined): { asked: FollowUpSuggestion; transcript: string } | null {
  const analysed = answer ? followUpSuggestion(answer, parent) : null;
  const live = !analysed && answer?.analysis_status !== 'completed' && heard ? builtInFollowUp({ questionType: parent.type, star: checkStar({ text: heard }) }) : null;
  const transcript = (answer ? (parseAnswerResult(answer.analysis_result)?.transcript?.text ?? answer.typed_text) : null) ?? heard;
  const asked = analysed ?? live ?? pressForSpecifics(persona, transcript);
  return asked ? { asked, transcript } : null;
}
