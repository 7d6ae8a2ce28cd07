import type { AnswerFacts } from '../answer-facts.ts';
import type { SentenceToken } from '../answer-sentences.ts';
import type { ClauseReading } from '../clause-reading.ts';
import { contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { questionFocus, rolesTurnedRound } from '../question-focus.ts';
import { quoteWords } from '../quote-words.ts';
import { deniedEvent, deniedPremise } from '../denied-premise.ts';
import { oppositeTopic } from '../opposite-topic.ts';
import { questionCounterpart, speakerAsCounterpart } from '../speaker-as-counterpart.ts';
import { cosine } from '../meaning/sentence-vector.ts';
import type { MeaningEngine } from '@rehearse/contract/answer-content';
import { competencyLabel } from '@rehearse/contract/mock-constants';
import { competencyStanding } from '../competency-standing.ts';
import { STORY_SHARE_MIN, storyShare, tellsEvent } from '../story-start.ts';
import { isDoing } from '../star-reading.ts';
import { asksToLearn, teachesInsteadOfLearning } from '../asked-of-the-speaker.ts';

/** Under this share of its target an answer is too short to show it talks around the question rather than too briefly. */
export const TOO_SHORT_TO_JUDGE = 0.5;
/** The part's score when the answer is off the question. */
export const OFF_QUESTION_SCORE = 15;
/**
 * With a provisioned sentence model: no sentence of the story this close to the question (cosine) and the story is
 * about something else. Provisional — all-MiniLM-L6-v2 puts unrelated sentences near 0.1 and related ones above 0.4;
 * to be set on the tuning split once the model is provisioned. The word vectors get no such test (see below).
 */
export const SENTENCE_MODEL_TOPIC_FLOOR = 0.2;

/**
 * Per engine, when a story counts as one of another competency: it sits at least `margin` (cosine) closer to another
 * competency of the question's sets than to the one asked (competency-prototypes.ts: the bank's questions and tips),
 * and no sentence of it comes within `questionFloor` of the question. Null: the engine cannot tell a story's
 * competency. The word vectors put the asked competency first among its ~40 neighbours for 8 of 97 strong tuning
 * answers and 2 of 27 off-topic ones, and at no margin and floor do they catch an off-topic answer that the grammar
 * tests miss without flagging others (measure-competency-standing.ts; docs/decisions). The sentence model's values
 * are provisional until the same measurement runs with it.
 */
export const OTHER_COMPETENCY_TEST: Readonly<Record<MeaningEngine, { margin: number; questionFloor: number } | null>> = {
  'word-vectors': null,
  'sentence-model': { margin: 0.05, questionFloor: 0.35 },
};

const ENGINE_NAMES: Readonly<Record<MeaningEngine, string>> = { 'word-vectors': 'the word vectors', 'sentence-model': 'the sentence model' };

/**
 * Does the answer address the question (docs/SCORING.md §Content)? What the built-in reading can show: an answer
 * to a behavioural question that talks in general and never tells a situation; an answer to a question about what the
 * speaker does in which the speaker never does anything; and an answer to a different question that turns the
 * question's roles round (asked what a teammate did, it tells what the speaker did; asked about criticism received,
 * it tells of criticism given; asked about a customer the speaker dealt with, the speaker was the customer), or that
 * answers the opposite question (asked about a weakness, it tells strengths: WordNet's antonyms), or that denies the
 * question's premise before telling something else ('I don't think I've had a real failure'). Word
 * vectors cannot tell an answer on the question from one beside it (the tuning split's off-topic answers were closer
 * to their questions than the strong ones), so the part never says an answer is on the question: it scores 100 when nothing shows it is off, and is unmeasured without a question. A provisioned
 * sentence model (the input's meaning encoder) adds two tests: the story's topic against the question, and the story
 * against every competency of the question bank (it sits clearly closer to another than to the one asked, and far from
 * the question). The finding names the engine that judged.
 */
function saysWhatSpeakerDoes(c: ClauseReading, tokens: readonly SentenceToken[]): boolean {
  if (/^my /i.test(c.subjectText) && c.finite.lemma === 'be' && tokens[c.last + 1]?.normal === 'to') return true;
  // A generic 'you' gives an approach as advice ('you have to…', 'you should…'); 'you know' is a filler.
  if (c.subjectText.toLowerCase() === 'you') return c.goal || (c.tense === 'modal' && isDoing(c, tokens));
  return (c.subject === 'speaker' || c.subject === 'group') && (isDoing(c, tokens) || c.goal);
}

export function relevanceRule(facts: AnswerFacts): ContentRuleOutcome {
  const { question, targetSeconds: target } = facts.input;
  if (question === undefined || question.trim() === '' || facts.sentences.length === 0) return { score: null, findings: [] };
  const story = facts.sentences.filter(tellsEvent);
  const share = storyShare(facts);
  const first = facts.sentences.find((s) => quoteWords(s.words) !== null) ?? facts.sentences[0]!;
  // Only a question that asks for a situation is owed one; an answer under half its target is too short to show what
  // it is about (the length rule says so).
  const roomForStory = target === undefined || facts.duration >= TOO_SHORT_TO_JUDGE * target;
  if (facts.story && roomForStory && share < STORY_SHARE_MIN) {
    return {
      score: OFF_QUESTION_SCORE,
      findings: [
        contentFinding('relevance', 'improvement', {
          headline: 'no situation told',
          text: `${Math.round(share * 100)} % of the answer told something that happened; the rest was talk in general. The question asks for one situation ("${question}"): name it in your first sentence and tell what you did.`,
          quote: quoteWords(first.words),
          at: first.start,
          count: story.length,
        }),
      ],
    };
  }
  // Asked what the speaker does or would do, an answer where the speaker never does anything talks around it. A
  // generic 'you' ('you have to explain the policy') and 'my approach is to…' say what the speaker does too.
  const ownDoings = facts.sentences.reduce((n, s) => n + s.clauses.filter((c) => saysWhatSpeakerDoes(c, s.tokens)).length, 0);
  if (!facts.story && roomForStory && ownDoings === 0) {
    return {
      score: OFF_QUESTION_SCORE,
      findings: [
        contentFinding('relevance', 'improvement', {
          headline: 'nothing you do',
          text: `The answer talks about the subject in general but never says what you do or would do ("${question}"): say what you would do, step by step, or tell a time you did it.`,
          quote: quoteWords(first.words),
          at: first.start,
          count: 0,
        }),
      ],
    };
  }
  const focus = questionFocus(question);
  const turned = focus ? rolesTurnedRound(focus, facts.sentences) : null;
  if (focus && turned) {
    const asked = focus.doer === 'you' ? `something you ${focus.verb === 'get' ? 'got' : 'received'}` : `what ${focus.subjectText.replace(/^(a|the) time /i, '')} did`;
    return {
      score: OFF_QUESTION_SCORE,
      findings: [
        contentFinding('relevance', 'improvement', {
          headline: 'answers another question',
          text: `The question asks about ${asked} ("${question}"), but the story turns it round: ${quoteWords(turned.words) ?? 'the speaker does it'}. Answer the question that was asked, with a situation where it happened that way.`,
          quote: quoteWords(turned.words),
          at: turned.start,
          count: 1,
        }),
      ],
    };
  }
  // Only a question about a past event has a premise to deny: "I don't take rejection personally" answers "How do you deal with rejection?".
  const denied = facts.story ? deniedPremise(question, facts.sentences) : null;
  if (denied) {
    return {
      score: OFF_QUESTION_SCORE,
      findings: [
        contentFinding('relevance', 'improvement', {
          headline: 'sidesteps the question',
          text: `The answer starts by saying it has no such story (${quoteWords(denied.words) ?? 'at its start'}) and tells another one. The question ("${question}") expects one: pick a real one, however small, and tell what you did and learned.`,
          quote: quoteWords(denied.words),
          at: denied.start,
          count: 1,
        }),
      ],
    };
  }
  const denies = facts.story ? deniedEvent(question, facts.sentences) : null;
  if (denies) {
    return {
      score: OFF_QUESTION_SCORE,
      findings: [
        contentFinding('relevance', 'improvement', {
          headline: 'sidesteps the question',
          text: `The answer says what the question asks about does not happen to you (${quoteWords(denies.words) ?? 'in one sentence'}), so its story is of something else. The question ("${question}") expects one: pick a real one, however small, and tell what you did and learned.`,
          quote: quoteWords(denies.words),
          at: denies.start,
          count: 1,
        }),
      ],
    };
  }
  const opposite = oppositeTopic(question, facts.sentences);
  if (opposite) {
    return {
      score: OFF_QUESTION_SCORE,
      findings: [
        contentFinding('relevance', 'improvement', {
          headline: 'answers the opposite question',
          text: `The question asks about ${opposite.asked} ("${question}"), but the answer is about ${opposite.told} and never names a ${opposite.asked}: ${quoteWords(opposite.sentence.words) ?? 'where it says so'}. Answer what was asked, with a real one and what you do about it.`,
          quote: quoteWords(opposite.sentence.words),
          at: opposite.sentence.start,
          count: 1,
        }),
      ],
    };
  }
  const counterpart = questionCounterpart(question);
  const otherSide = counterpart ? speakerAsCounterpart(counterpart, facts.sentences) : null;
  if (counterpart && otherSide) {
    return {
      score: OFF_QUESTION_SCORE,
      findings: [
        contentFinding('relevance', 'improvement', {
          headline: 'answers another question',
          text: `The question asks about a ${counterpart} you dealt with ("${question}"), but in the story you were the ${counterpart}: ${quoteWords(otherSide.words) ?? 'the speaker says so'}. Answer with a situation where you dealt with one.`,
          quote: quoteWords(otherSide.words),
          at: otherSide.start,
          count: 1,
        }),
      ],
    };
  }
  // Asked for something the speaker learned, a story where they taught someone else answers a neighbouring question (decision 089).
  const teaching = facts.story && roomForStory && asksToLearn(question) ? teachesInsteadOfLearning(facts.sentences) : null;
  if (teaching) {
    return {
      score: OFF_QUESTION_SCORE,
      findings: [
        contentFinding('relevance', 'improvement', {
          headline: 'answers another question',
          text: `The question asks about something you learned ("${question}"), but in the story you help someone else learn: ${quoteWords(teaching.words) ?? 'where you teach'}. Tell a time you had to learn it yourself.`,
          quote: quoteWords(teaching.words),
          at: teaching.start,
          count: 1,
        }),
      ],
    };
  }
  if (facts.meaning.engine === 'sentence-model') {
    const [asked, ...told] = facts.meaning.encode([question, ...story.map((s) => s.text)]);
    const closest = Math.max(...told.map((v) => (v && asked ? cosine(asked, v) : 0)));
    if (asked && closest < SENTENCE_MODEL_TOPIC_FLOOR) {
      return {
        score: OFF_QUESTION_SCORE,
        findings: [
          contentFinding('relevance', 'improvement', {
            headline: 'about something else',
            text: `No sentence of the story comes close to the question ("${question}"; closest ${closest.toFixed(2)} by the sentence model, ${SENTENCE_MODEL_TOPIC_FLOOR} expected): tell a situation where that happened.`,
            quote: quoteWords(first.words),
            at: first.start,
            count: 0,
          }),
        ],
      };
    }
  }
  const test = OTHER_COMPETENCY_TEST[facts.meaning.engine];
  const { competency } = facts.input;
  const standing = test && competency !== undefined ? competencyStanding(facts.meaning, (story.length > 0 ? story : facts.sentences).map((s) => s.text), question, competency) : null;
  if (test && standing && competency !== undefined && standing.closest.similarity - standing.asked >= test.margin && standing.question < test.questionFloor) {
    const other = competencyLabel(standing.closest.competency).toLowerCase();
    return {
      score: OFF_QUESTION_SCORE,
      findings: [
        contentFinding('relevance', 'improvement', {
          headline: 'a story about something else',
          text: `The story sits closer to ${other} than to ${competencyLabel(competency).toLowerCase()}, the subject of the question ("${question}"), and no sentence of it comes close to the question (${standing.closest.similarity.toFixed(2)} against ${standing.asked.toFixed(2)}, closest sentence ${standing.question.toFixed(2)}, by ${ENGINE_NAMES[facts.meaning.engine]}): tell a situation where that happened.`,
          quote: quoteWords(first.words),
          at: first.start,
          count: 0,
        }),
      ],
    };
  }
  return { score: 100, findings: [] };
}
