import { describe, expect, it } from 'vitest';
import { answerContentSchema, FAR_TOO_SHORT_FOR_CONTENT, NOT_ENOUGH_SPEECH_FOR_CONTENT } from '@rehearse/contract/answer-content';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import { analyzeAnswerContent } from './analyze-answer-content.ts';
import { writtenAnswer } from './written-answer.ts';

const STRONG =
  'At my last job our support team had a backlog of 40 tickets every Monday. I was responsible for getting it under control before the Q3 release. I set up a triage rota in Jira, wrote templates for the ten most common questions and paired each new hire with a senior agent. As a result we cut the backlog from 40 to 12 in two weeks and satisfaction rose from 78 to 91 percent.';
const VAGUE =
  'Well, we had some issues with things at work. We kind of worked on them together and maybe sort of fixed stuff. We did a lot of things to make it better. I guess it went okay and everyone was kind of happy with how things turned out. Hopefully that answers it.';
const QUESTION = { question: 'Tell me about a time you worked on a team to reach a difficult goal.', competency: 'teamwork' as const, targetSeconds: 60 };

describe('analyzeAnswerContent', () => {
  it('scores a strong answer above a vague one, with every part and the engine named', () => {
    const strong = analyzeAnswerContent({ words: writtenAnswer(STRONG), engine: 'whisper (ggml-base.en)', ...QUESTION });
    const vague = analyzeAnswerContent({ words: writtenAnswer(VAGUE), engine: 'whisper (ggml-base.en)', ...QUESTION });
    expect(answerContentSchema.parse(strong)).toEqual(strong);
    expect(strong).toMatchObject({ status: 'judged', note: null, engine: 'whisper (ggml-base.en)', meaning: 'word-vectors' });
    expect(strong.structure!.sentences.every((s) => s.reason == null || s.reason.startsWith(`${s.part}:`))).toBe(true);
    expect(strong.score!).toBeGreaterThan(vague.score! + 30);
    expect(vague.findings.filter((f) => f.kind === 'improvement').map((f) => f.part)).toEqual(expect.arrayContaining(['specifics', 'hedging', 'ownership']));
    expect(vague.findings[0]!.kind).toBe('improvement');
  });

  it('says how many clear words were heard and how many are needed', () => {
    const few = analyzeAnswerContent({ words: writtenAnswer('I fixed it in two weeks.'), engine: 'pocketsphinx' });
    expect(few.note).toBe(`${NOT_ENOUGH_SPEECH_FOR_CONTENT} (6 clear words; 20 needed)`);
    const one = analyzeAnswerContent({ words: writtenAnswer('Yes.'), engine: 'pocketsphinx' });
    expect(one.note).toBe(`${NOT_ENOUGH_SPEECH_FOR_CONTENT} (1 clear word; 20 needed)`);
    const words = writtenAnswer(STRONG, { confidence: (i) => (i % 3 === 0 ? 0.8 : 0.1) });
    const clear = words.filter((w) => w.confidence! >= 0.3).length;
    expect(clear).toBeGreaterThanOrEqual(20);
    expect(analyzeAnswerContent({ words, engine: 'pocketsphinx' }).note).toBe(
      `${NOT_ENOUGH_SPEECH_FOR_CONTENT} (${clear} of ${words.length} words clear; at least half needed)`,
    );
  });

  it('says a few clear words far short of the question\'s time are far too short, not unclear', () => {
    const five = analyzeAnswerContent({ words: writtenAnswer('I fixed it in two weeks, it went fine.'), engine: 'whisper', question: QUESTION.question, targetSeconds: 60 });
    expect(five).toMatchObject({ status: 'not_enough_speech', score: null, findings: [] });
    expect(five.note).toBe(`${FAR_TOO_SHORT_FOR_CONTENT} (0:03 for a 1:00 question; 9 words, 20 needed)`);
  });

  it("states an answer's length as its recording's length when it has one, as its Duration tile does", () => {
    const words = writtenAnswer('I fixed it in two weeks, it went fine.');
    const five = analyzeAnswerContent({ words, engine: 'whisper', question: QUESTION.question, targetSeconds: 60, recordedSeconds: 8 });
    expect(five.note).toBe(`${FAR_TOO_SHORT_FOR_CONTENT} (0:08 for a 1:00 question; 9 words, 20 needed)`);
    const judged = analyzeAnswerContent({ words: writtenAnswer(STRONG), engine: 'whisper', ...QUESTION, targetSeconds: 600, recordedSeconds: 47 });
    expect(judged.findings.find((f) => f.part === 'length')?.text).toContain('The answer took 0:47 for a 10:00 question');
  });

  it('names the sentence model as the meaning engine when one is provisioned', () => {
    const meaning = { engine: 'sentence-model' as const, encode: (texts: readonly string[]) => texts.map(() => Float32Array.from([1, 0])) };
    expect(analyzeAnswerContent({ words: writtenAnswer(STRONG), engine: 'whisper', meaning, ...QUESTION }).meaning).toBe('sentence-model');
  });

  it('says there is not enough clear speech instead of guessing', () => {
    const few = analyzeAnswerContent({ words: writtenAnswer('I fixed it in two weeks.'), engine: 'pocketsphinx' });
    expect(few).toMatchObject({ status: 'not_enough_speech', score: null, findings: [], structure: null });
    const garbled = analyzeAnswerContent({ words: writtenAnswer(STRONG, { confidence: (i) => (i % 3 === 0 ? 0.8 : 0.1) }), engine: 'pocketsphinx' });
    expect(garbled.status).toBe('not_enough_speech');
  });

  it('never quotes a low-confidence word, in any finding or sentence', () => {
    const confidence = (i: number) => (i % 4 === 1 ? 0.5 : 0.97);
    const words = writtenAnswer(`${VAGUE} ${VAGUE}`, { confidence });
    const doubtful = new Set(words.filter((w) => !isQuotableWord(w)).map((w) => `${w.word}@${w.start}`));
    expect(doubtful.size).toBeGreaterThan(10);
    const content = analyzeAnswerContent({ words, engine: 'pocketsphinx', ...QUESTION });
    const quotes = [...content.findings.map((f) => f.quote), ...(content.structure?.sentences.map((s) => s.quote) ?? [])].filter((q): q is string => q !== null);
    expect(quotes.length).toBeGreaterThan(5);
    for (const quote of quotes) {
      // Each quoted stretch must be a run of quotable words of the transcript, in order.
      for (const stretch of quote.replace(/^"|"$/g, '').split(' … ').map((s) => s.replace(/ ?…$|^… ?/g, '')).filter(Boolean)) {
        const tokens = stretch.split(' ');
        const found = words.some((_, i) => tokens.every((t, k) => words[i + k]?.word === t && isQuotableWord(words[i + k]!)));
        expect(found, `${stretch} in ${quote}`).toBe(true);
      }
    }
  });

  it('gives every finding with evidence a time inside the answer to seek to, and whole-answer findings none', () => {
    const words = writtenAnswer(VAGUE, { offset: 12 });
    const content = analyzeAnswerContent({ words, engine: 'whisper', ...QUESTION });
    const evidenced = content.findings.filter((f) => f.quote !== null || f.kind === 'improvement');
    expect(evidenced.length).toBeGreaterThan(0);
    for (const f of evidenced) {
      expect(f.at).not.toBeNull();
      expect(f.at!).toBeGreaterThanOrEqual(12);
      expect(f.at!).toBeLessThanOrEqual(words.at(-1)!.end + QUESTION.targetSeconds);
    }
    for (const f of content.findings.filter((f) => f.at === null)) expect(f.kind).toBe('strength');
  });
});
