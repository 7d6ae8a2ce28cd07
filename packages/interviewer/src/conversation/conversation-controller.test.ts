import { readFileSync } from 'node:fs';
import { MOCK_MAX_ATTEMPTS_PER_QUESTION } from '@rehearse/contract/mock-constants';
import { describe, expect, it } from 'vitest';
import { PERSONA_STYLES, SPECIFICS_FOLLOW_UP } from '../personas/interviewer-persona.ts';
import { traceFrames, type TurnTrace } from '../turn-taking/turn-trace.ts';
import { CONVERSATION_LINES } from './conversation-lines.ts';
import {
  conversationSetup,
  initialConversation,
  movingOnLine,
  stepConversation,
  type ConversationEffect,
  type ConversationInput,
  type ConversationQuestion,
  type ConversationState,
} from './conversation-controller.ts';

/** Traces recorded by scripts/make-turn-traces.ts from espeak-ng and LibriVox speech, measured by ffmpeg. */
const trace = (name: string) => JSON.parse(readFileSync(new URL(`../turn-taking/traces/${name}.json`, import.meta.url), 'utf8')) as TurnTrace;
const speechSegments = (t: TurnTrace) => t.segments.filter((s) => s.kind === 'speech');

const QUESTIONS: ConversationQuestion[] = [
  { key: 'q1', text: 'Tell me about a time you led a team through a hard deadline.', targetSeconds: 60 },
  { key: 'q2', text: 'Describe a conflict with a colleague and how you resolved it.', targetSeconds: 90 },
];

/** Drives a controller and keeps every effect it asked for, with the time it asked. */
class Driver {
  state: ConversationState;
  effects: { t: number; effect: ConversationEffect }[] = [];
  constructor(persona: 'friendly' | 'neutral' | 'tough' = 'neutral', questions = QUESTIONS) {
    this.state = initialConversation(conversationSetup({ candidateName: 'Ada', persona, questions }));
  }
  send(input: ConversationInput) {
    const step = stepConversation(this.state, input);
    this.state = step.state;
    for (const effect of step.effects) this.effects.push({ t: 't' in input ? input.t : 0, effect });
    return step.effects;
  }
  of<T extends ConversationEffect['type']>(type: T) {
    return this.effects.filter((e) => e.effect.type === type) as { t: number; effect: Extract<ConversationEffect, { type: T }> }[];
  }
  /** Plays a recorded turn from `start`: the interviewer's segment is its speech, the rest the microphone. */
  play(name: string, start: number) {
    const t = trace(name);
    const interviewerEnd = t.segments.find((s) => s.kind === 'interviewer')?.end ?? 0;
    let ended = false;
    for (const frame of traceFrames(t)) {
      if (!ended && frame.t >= interviewerEnd) {
        ended = true;
        if (this.state.phase === 'speaking' || this.state.saying) this.send({ type: 'speech-ended', t: start + frame.t });
      }
      const effects = this.send({ type: 'frame', t: start + frame.t, levelDb: frame.levelDb, words: frame.words, keyPressed: frame.keyPressed });
      // The words recognised by the end of the turn are the ones the trace heard.
      if (effects.some((e) => e.type === 'await-words')) this.send({ type: 'closing-words', t: start + frame.t, words: frame.words.join(' ') });
    }
    return t;
  }
  /** The last `say` so far. */
  get said() {
    return this.of('say').at(-1)?.effect;
  }
}

describe('the conversation controller on recorded turns', () => {
  it('greets the candidate by name and asks the first question', () => {
    const d = new Driver();
    d.send({ type: 'begin', t: 0 });
    expect(d.said?.text).toMatch(/^Hello Ada, thank you for joining me today\. I will ask you 2 questions\./);
    expect(d.said?.text).toContain(QUESTIONS[0]!.text);
    expect(d.state.phase).toBe('speaking');
  });

  it('waits through a pause mid-sentence, saves the answer after the final silence, then moves on', () => {
    const d = new Driver();
    d.send({ type: 'begin', t: 0 });
    const t = d.play('pause-mid-sentence', 0);
    const [first, second] = speechSegments(t);
    expect(d.of('start-recording').map((e) => e.effect.questionKey)).toEqual(['q1']);
    const [save, ...more] = d.of('save-answer');
    expect(more).toEqual([]);
    expect(save!.t).toBeGreaterThan(second!.end);
    expect(save!.t - first!.end).toBeGreaterThan(second!.start - first!.end);
    expect(save!.effect).toMatchObject({ questionKey: 'q1', endedBy: 'silence', typed: false });
    expect(save!.effect.answerSeconds).toBeGreaterThan(second!.end - first!.start - 0.2);
    expect(d.state.phase).toBe('saving');

    d.send({ type: 'answer-saved', t: save!.t + 0.2, followUp: null });
    expect(d.said).toEqual({ type: 'say', purpose: 'question', text: `${PERSONA_STYLES.neutral.acknowledgement} ${CONVERSATION_LINES.next} ${QUESTIONS[1]!.text}` });
  });

  it('knows while an answer is given what it will say on moving on, and says exactly that: the next question, then the close', () => {
    const d = new Driver();
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'speech-ended', t: 8 });
    const ahead = movingOnLine(d.state);
    d.send({ type: 'typed', t: 20, text: 'We shipped it.' });
    d.send({ type: 'answer-saved', t: 21, followUp: null });
    expect(d.said?.text).toBe(ahead);
    expect(ahead).toContain(QUESTIONS[1]!.text);
    d.send({ type: 'speech-ended', t: 25 });
    const last = movingOnLine(d.state);
    d.send({ type: 'typed', t: 30, text: 'We talked it through.' });
    d.send({ type: 'answer-saved', t: 31, followUp: null });
    expect(d.said).toMatchObject({ purpose: 'close', text: last });
    expect(last).toContain(CONVERSATION_LINES.close);
  });

  it('taken up again, welcomes the candidate back and asks the first question left', () => {
    const d = new Driver();
    d.state = initialConversation(conversationSetup({ candidateName: 'Ada', persona: 'neutral', questions: [QUESTIONS[1]!], resumed: true }));
    d.send({ type: 'begin', t: 0 });
    expect(d.said?.text).toBe(`${CONVERSATION_LINES.welcomeBack('Ada', 1)} ${CONVERSATION_LINES.nextLeft} ${QUESTIONS[1]!.text}`);
  });

  it('stops speaking when the candidate talks over it, and takes that as the answer', () => {
    const d = new Driver();
    d.send({ type: 'begin', t: 0 });
    const t = d.play('barge-in', 0);
    const interviewer = t.segments.find((s) => s.kind === 'interviewer')!;
    const speech = speechSegments(t)[0]!;
    const [stop, ...more] = d.of('stop-saying');
    expect(more).toEqual([]);
    expect(stop!.t).toBeGreaterThanOrEqual(speech.start + 0.3);
    expect(stop!.t).toBeLessThan(interviewer.end);
    expect(d.of('start-recording')).toHaveLength(1);
    expect(d.of('save-answer')[0]!.t).toBeGreaterThan(speech.end);
  });

  it('does not take the echo of its own voice for an answer', () => {
    const d = new Driver();
    d.send({ type: 'begin', t: 0 });
    const t = d.play('echo-then-answer', 0);
    expect(d.of('stop-saying')).toEqual([]);
    expect(d.of('save-answer')[0]!.t).toBeGreaterThan(speechSegments(t)[0]!.end);
  });

  it('without a recogniser\'s words, waits as long through every pause as through one mid-sentence', () => {
    const heard = conversationSetup({ candidateName: null, persona: 'neutral', questions: QUESTIONS });
    const deaf = conversationSetup({ candidateName: null, persona: 'neutral', questions: QUESTIONS, wordsHeard: false });
    expect(deaf.turnTaking.patienceSeconds.open).toBe(heard.turnTaking.patienceSeconds.unfinished);
    const d = new Driver();
    d.state = initialConversation(deaf);
    d.send({ type: 'begin', t: 0 });
    const t = trace('pause-mid-sentence');
    d.send({ type: 'speech-ended', t: 0 });
    for (const frame of traceFrames(t)) d.send({ type: 'frame', t: frame.t, levelDb: frame.levelDb, words: [] });
    expect(d.of('save-answer')[0]!.t).toBeGreaterThan(speechSegments(t)[1]!.end + 2.9);
  });

  it('ends at once on the "I am done" key', () => {
    const d = new Driver();
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'speech-ended', t: 0 });
    const t = d.play('keypress', 0);
    const [save] = d.of('save-answer');
    expect(save!.effect.endedBy).toBe('keypress');
    expect(save!.t).toBeCloseTo(t.keyPresses[0]!, 1);
  });

  it('ends soon after a spoken "that is my answer"', () => {
    const d = new Driver();
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'speech-ended', t: 0 });
    d.play('spoken-end', 0);
    expect(d.of('save-answer')[0]!.effect.endedBy).toBe('spoken_end');
  });

  it('says it is listening after a silence, then leaves the question unanswered after a second one', () => {
    const d = new Driver();
    d.send({ type: 'begin', t: 0 });
    d.play('no-answer', 0);
    expect(d.said).toMatchObject({ text: CONVERSATION_LINES.noAnswer, purpose: 'give_time' });
    d.play('no-answer', 20);
    expect(d.of('skip-answer').map((e) => e.effect.questionKey)).toEqual(['q1']);
    expect(d.of('discard-recording')).toHaveLength(1);
    expect(d.said?.text).toContain(QUESTIONS[1]!.text);
    expect(d.said?.text).toMatch(new RegExp(`^${CONVERSATION_LINES.movingOn}`));
  });
});

describe('requests, follow-ups and the close', () => {
  function listeningDriver(persona: 'neutral' | 'tough' = 'neutral') {
    const d = new Driver(persona);
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'speech-ended', t: 8 });
    return d;
  }

  it('repeats the question when asked by button or in words, without saving anything', () => {
    const d = listeningDriver();
    d.send({ type: 'request', t: 9, request: 'repeat_question' });
    expect(d.said?.text).toBe(`${CONVERSATION_LINES.repeat} ${QUESTIONS[0]!.text}`);
    d.send({ type: 'speech-ended', t: 14 });
    d.send({ type: 'typed', t: 15, text: 'Sorry, I did not catch the question' });
    expect(d.said?.text).toBe(`${CONVERSATION_LINES.repeat} ${QUESTIONS[0]!.text}`);
    expect(d.of('discard-recording')).toHaveLength(2);
    expect(d.of('save-answer')).toEqual([]);
  });

  it('keeps the words it said up to a typed answer that cut it short', () => {
    const d = new Driver();
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'typed', t: 3, text: 'We cut costs by a fifth.' });
    const turns = d.of('turn').map((e) => e.effect.turn);
    expect(turns.map((turn) => [turn.speaker, turn.started_at, turn.ended_at])).toEqual([
      ['interviewer', 0, 3],
      ['candidate', 3, 3],
    ]);
    expect(d.of('stop-saying')).toHaveLength(1);
    // The stopped voice reports its end late: nothing more is kept for it.
    d.send({ type: 'speech-ended', t: 3.2 });
    expect(d.of('turn')).toHaveLength(2);
  });

  it('gives time to think, then listens again', () => {
    const d = listeningDriver();
    d.send({ type: 'typed', t: 9, text: 'Can I have a moment to think?' });
    expect(d.said).toMatchObject({ text: CONVERSATION_LINES.giveTime, purpose: 'give_time' });
    d.send({ type: 'speech-ended', t: 12 });
    expect(d.state.phase).toBe('listening');
    expect(d.of('start-recording')).toHaveLength(2);
  });

  it('asks one follow-up the content rules suggested, then moves on; a follow-up gets none of its own', () => {
    const d = listeningDriver();
    d.send({ type: 'typed', t: 20, text: 'I organised the team and we worked on the release together.' });
    expect(d.of('save-answer')[0]!.effect).toMatchObject({ questionKey: 'q1', endedBy: 'typed', typed: true });
    d.send({ type: 'answer-saved', t: 21, followUp: { text: 'What was the result?' } });
    expect(d.of('add-follow-up')).toEqual([{ t: 21, effect: { type: 'add-follow-up', questionKey: 'q1', text: 'What was the result?' } }]);
    d.send({ type: 'follow-up-ready', t: 22, question: { key: 'q1-f', text: 'What was the result?', targetSeconds: 60 } });
    expect(d.said).toMatchObject({ text: 'What was the result?', purpose: 'question' });
    d.send({ type: 'speech-ended', t: 24 });
    expect(d.of('start-recording').at(-1)?.effect.questionKey).toBe('q1-f');
    d.send({ type: 'typed', t: 30, text: 'We shipped two weeks early.' });
    d.send({ type: 'answer-saved', t: 31, followUp: { text: 'And then?' } });
    expect(d.of('add-follow-up')).toHaveLength(1);
    expect(d.said?.text).toContain(QUESTIONS[1]!.text);
  });

  it('asks the server for a follow-up of a spoken answer from the words heard while it was given, within the budget', () => {
    const d = new Driver();
    d.send({ type: 'begin', t: 0 });
    d.play('finished-sentence', 0);
    const saved = d.of('save-answer')[0]!;
    expect(saved.effect.typed).toBe(false);
    d.send({ type: 'answer-saved', t: saved.t + 0.4, followUp: null, heard: ' we cut the backlog together ' });
    expect(d.of('add-follow-up')).toEqual([{ t: saved.t + 0.4, effect: { type: 'add-follow-up', questionKey: 'q1', text: null, heard: 'we cut the backlog together' } }]);
    d.send({ type: 'follow-up-failed', t: saved.t + 0.6 });
    expect(d.said?.text).toContain(QUESTIONS[1]!.text);
  });

  it('when the server gives no words, gives every pause the mid-sentence patience from then on', () => {
    const d = listeningDriver();
    const before = d.state.setup.turnTaking.patienceSeconds;
    d.send({ type: 'no-words' });
    expect(d.state.setup.turnTaking.patienceSeconds).toEqual({ ...before, open: before.unfinished });
  });

  it('in Practice says the note on the answer as it moves on; in Real keeps it for the report', () => {
    for (const mode of ['practice', 'real'] as const) {
      const d = new Driver();
      d.state = initialConversation(conversationSetup({ candidateName: 'Ada', persona: 'neutral', mode, questions: QUESTIONS }));
      d.send({ type: 'begin', t: 0 });
      d.send({ type: 'speech-ended', t: 8 });
      d.send({ type: 'typed', t: 20, text: 'We shipped it.' });
      d.send({ type: 'answer-saved', t: 21, followUp: null, note: 'Say what happened next.' });
      const lead = mode === 'practice' ? `${PERSONA_STYLES.neutral.acknowledgement} Say what happened next.` : PERSONA_STYLES.neutral.acknowledgement;
      expect(d.said?.text).toBe(`${lead} ${CONVERSATION_LINES.next} ${QUESTIONS[1]!.text}`);
    }
  });

  it('moves on when the follow-up cannot be added', () => {
    const d = listeningDriver();
    d.send({ type: 'typed', t: 20, text: 'We did it.' });
    d.send({ type: 'answer-saved', t: 21, followUp: { text: SPECIFICS_FOLLOW_UP } });
    d.send({ type: 'follow-up-failed', t: 22 });
    expect(d.said?.text).toContain(QUESTIONS[1]!.text);
  });

  it('in Practice says the note the server made from a spoken answer’s heard words as it moves on; in Real keeps it', () => {
    for (const mode of ['practice', 'real'] as const) {
      const d = new Driver();
      d.state = initialConversation(conversationSetup({ candidateName: 'Ada', persona: 'neutral', mode, questions: QUESTIONS }));
      d.send({ type: 'begin', t: 0 });
      d.play('finished-sentence', 0);
      const saved = d.of('save-answer')[0]!;
      d.send({ type: 'answer-saved', t: saved.t + 0.4, followUp: null, heard: 'we cut the backlog together' });
      d.send({ type: 'follow-up-failed', t: saved.t + 0.6, note: 'Say what you did yourself.' });
      const lead = mode === 'practice' ? `${PERSONA_STYLES.neutral.acknowledgement} Say what you did yourself.` : PERSONA_STYLES.neutral.acknowledgement;
      expect(d.said?.text).toBe(`${lead} ${CONVERSATION_LINES.next} ${QUESTIONS[1]!.text}`);
    }
  });

  it('in Practice has the heard words of a spoken answer that takes no follow-up judged for its note; in Real moves on at once', () => {
    for (const mode of ['practice', 'real'] as const) {
      const d = new Driver();
      const setup = conversationSetup({ candidateName: 'Ada', persona: 'neutral', mode, questions: QUESTIONS });
      // The follow-up budget spent.
      d.state = initialConversation({ ...setup, maxFollowUps: 0 });
      d.send({ type: 'begin', t: 0 });
      d.play('finished-sentence', 0);
      const saved = d.of('save-answer')[0]!;
      d.send({ type: 'answer-saved', t: saved.t + 0.4, followUp: null, heard: 'we cut the backlog together' });
      expect(d.of('add-follow-up')).toEqual([]);
      if (mode === 'real') {
        expect(d.of('judge-heard')).toEqual([]);
        expect(d.said?.text).toBe(`${PERSONA_STYLES.neutral.acknowledgement} ${CONVERSATION_LINES.next} ${QUESTIONS[1]!.text}`);
        continue;
      }
      expect(d.of('judge-heard').map((e) => [e.effect.questionKey, e.effect.heard])).toEqual([[QUESTIONS[0]!.key, 'we cut the backlog together']]);
      d.send({ type: 'follow-up-failed', t: saved.t + 0.6, note: 'Say what you did yourself.' });
      expect(d.said?.text).toBe(`${PERSONA_STYLES.neutral.acknowledgement} Say what you did yourself. ${CONVERSATION_LINES.next} ${QUESTIONS[1]!.text}`);
    }
  });

  it('has the heard words judged when the page knows the answer takes no follow-up, and moves on without words', () => {
    const d = new Driver();
    d.send({ type: 'begin', t: 0 });
    d.play('finished-sentence', 0);
    const saved = d.of('save-answer')[0]!;
    d.send({ type: 'answer-saved', t: saved.t + 0.4, followUp: null, heard: 'we cut the backlog together' });
    expect(d.of('add-follow-up')).toHaveLength(1);
    d.send({ type: 'follow-up-unwanted', t: saved.t + 0.5, heard: 'we cut the backlog together' });
    expect(d.of('judge-heard')).toHaveLength(1);
    d.send({ type: 'follow-up-failed', t: saved.t + 0.6, note: null });
    expect(d.said?.text).toBe(`${PERSONA_STYLES.neutral.acknowledgement} ${CONVERSATION_LINES.next} ${QUESTIONS[1]!.text}`);
    const quiet = listeningDriver('neutral');
    quiet.send({ type: 'typed', t: 20, text: 'We shipped it on time.' });
    quiet.send({ type: 'answer-saved', t: 21, followUp: { text: 'What did you do yourself?' }, note: null });
    quiet.send({ type: 'follow-up-unwanted', t: 22 });
    expect(quiet.of('judge-heard')).toEqual([]);
    expect(quiet.said?.text).toBe(`${PERSONA_STYLES.neutral.acknowledgement} ${CONVERSATION_LINES.next} ${QUESTIONS[1]!.text}`);
  });

  it('keeps the note the answer’s saving gave over one made from its heard words', () => {
    const d = listeningDriver('tough');
    d.send({ type: 'typed', t: 20, text: 'We shipped it on time.' });
    d.send({ type: 'answer-saved', t: 21, followUp: null, note: 'Say by how much.' });
    d.send({ type: 'follow-up-failed', t: 22, note: 'Say what you did yourself.' });
    expect(d.said?.text).toBe(`${PERSONA_STYLES.tough.acknowledgement} Say by how much. ${CONVERSATION_LINES.next} ${QUESTIONS[1]!.text}`);
  });

  it('the tough interviewer cuts in at twice the target time', () => {
    const d = new Driver('tough', [{ key: 'q1', text: 'Why this job?', targetSeconds: 20 }]);
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'speech-ended', t: 3 });
    for (let t = 3; t < 60 && d.of('save-answer').length === 0; t += 0.032) d.send({ type: 'frame', t, levelDb: -20, words: ['and', 'then'] });
    const [save] = d.of('save-answer');
    expect(save!.effect.endedBy).toBe('interrupted');
    expect(save!.effect.answerSeconds).toBeCloseTo(40, 0);
    d.send({ type: 'answer-saved', t: 44, followUp: null });
    // The tough interviewer asks the server for specifics even with nothing missing; here it has none.
    expect(d.of('add-follow-up')).toHaveLength(1);
    d.send({ type: 'follow-up-failed', t: 45 });
    expect(d.said?.text).toBe(`${PERSONA_STYLES.tough.interruption} ${CONVERSATION_LINES.close}`);
  });

  it('a tough interviewer asks the server for specifics after every first answer; the neutral one only with something to ask', () => {
    for (const persona of ['tough', 'neutral'] as const) {
      const d = listeningDriver(persona);
      d.send({ type: 'typed', t: 20, text: 'We shipped it on time.' });
      d.send({ type: 'answer-saved', t: 21, followUp: null, note: 'Say by how much.' });
      expect(d.of('add-follow-up')).toHaveLength(persona === 'tough' ? 1 : 0);
      if (persona === 'tough') d.send({ type: 'follow-up-failed', t: 22 });
      // Practice's note, held while a follow-up was sought, is said on moving on.
      expect(d.said?.text).toBe(`${PERSONA_STYLES[persona].acknowledgement} Say by how much. ${CONVERSATION_LINES.next} ${QUESTIONS[1]!.text}`);
    }
  });

  it('closes with "Do you have any questions for me?", answers one, and says goodbye', () => {
    const d = new Driver('neutral', [QUESTIONS[0]!]);
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'speech-ended', t: 5 });
    d.send({ type: 'typed', t: 10, text: 'We shipped it on time and cut costs by a fifth.' });
    d.send({ type: 'answer-saved', t: 11, followUp: null });
    expect(d.said).toMatchObject({ purpose: 'close' });
    expect(d.said?.text).toContain('Do you have any questions for me?');
    d.send({ type: 'speech-ended', t: 15 });
    expect(d.of('start-recording')).toHaveLength(1);
    d.send({ type: 'typed', t: 18, text: 'What are the next steps in the process?' });
    expect(d.of('answer-candidate-question')[0]?.effect).toEqual({ type: 'answer-candidate-question', question: 'What are the next steps in the process?', topic: 'next_steps' });
    d.send({ type: 'candidate-reply', t: 19, text: null });
    expect(d.said?.text).toBe(`${CONVERSATION_LINES.reply.next_steps} ${CONVERSATION_LINES.anythingElse}`);
    d.send({ type: 'speech-ended', t: 25 });
    d.send({ type: 'typed', t: 27, text: 'no i think you covered everything' });
    // Before the goodbye, a summary of the answers: the built-in line when none came from the server.
    expect(d.of('summarise')[0]?.effect).toEqual({ type: 'summarise', answers: [{ questionKey: 'q1', words: 'We shipped it on time and cut costs by a fifth.' }] });
    expect(d.state.phase).toBe('saving');
    d.send({ type: 'summary', t: 28, text: null });
    expect(d.said).toMatchObject({ purpose: 'goodbye', text: `${CONVERSATION_LINES.summary(1, 0)} ${CONVERSATION_LINES.goodbye('Ada')}` });
    d.send({ type: 'speech-ended', t: 30 });
    expect(d.state.phase).toBe('done');
    expect(d.of('finished')).toHaveLength(1);
    const turns = d.of('turn').map((e) => [e.effect.turn.speaker, e.effect.turn.ended_by]);
    expect(turns).toEqual([
      ['interviewer', null],
      ['candidate', 'typed'],
      ['interviewer', null],
      ['candidate', 'typed'],
      ['interviewer', null],
      ['candidate', 'typed'],
      ['interviewer', null],
    ]);
  });

  it('at the close, hears a spoken question to its last words, answers it from what it is given, and says goodbye after the last one', () => {
    const d = new Driver('neutral', [QUESTIONS[0]!]);
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'speech-ended', t: 5 });
    d.send({ type: 'typed', t: 10, text: 'We shipped it on time and cut costs by a fifth.' });
    d.send({ type: 'answer-saved', t: 11, followUp: null });
    d.send({ type: 'speech-ended', t: 15 });
    expect(d.of('listen-words')).toHaveLength(1);
    d.send({ type: 'request', t: 20, request: 'answer_finished' });
    expect(d.of('await-words')).toHaveLength(1);
    expect(d.state.phase).toBe('saving');
    d.send({ type: 'closing-words', t: 21, words: ' who would i be working with on the team ' });
    expect(d.of('turn').at(-1)?.effect.turn).toMatchObject({ speaker: 'candidate', text: 'who would i be working with on the team', ended_by: 'keypress' });
    expect(d.of('answer-candidate-question').at(-1)?.effect).toMatchObject({ topic: 'team' });
    d.send({ type: 'candidate-reply', t: 22, text: 'The posting says you would work with the sales team.' });
    expect(d.said).toEqual({ type: 'say', purpose: 'reply', text: `The posting says you would work with the sales team. ${CONVERSATION_LINES.anythingElse}` });
    d.send({ type: 'speech-ended', t: 26 });
    expect(d.of('listen-words')).toHaveLength(2);
    d.send({ type: 'typed', t: 30, text: 'What does success look like in this role?' });
    expect(d.of('discard-recording').at(-1)?.t).toBe(30);
    d.send({ type: 'candidate-reply', t: 31, text: 'It asks most for SQL.' });
    expect(d.of('summarise')).toHaveLength(1);
    d.send({ type: 'summary', t: 32, text: ' You told one clear story. ' });
    expect(d.said).toMatchObject({ purpose: 'goodbye', text: `It asks most for SQL. You told one clear story. ${CONVERSATION_LINES.goodbye('Ada')}` });
  });

  it('at the close, "no, thank you" heard in the last words ends the interview; late words or replies change nothing', () => {
    const d = new Driver('neutral', [QUESTIONS[0]!]);
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'speech-ended', t: 5 });
    d.send({ type: 'typed', t: 10, text: 'We shipped it on time.' });
    d.send({ type: 'answer-saved', t: 11, followUp: null });
    d.send({ type: 'speech-ended', t: 15 });
    d.send({ type: 'request', t: 20, request: 'answer_finished' });
    d.send({ type: 'closing-words', t: 21, words: 'no thank you' });
    expect(d.of('summarise')).toHaveLength(1);
    d.send({ type: 'summary', t: 21.5, text: 'Well told.' });
    expect(d.said?.purpose).toBe('goodbye');
    expect(d.of('answer-candidate-question')).toEqual([]);
    d.send({ type: 'candidate-reply', t: 22, text: 'late' });
    d.send({ type: 'closing-words', t: 22, words: 'late' });
    d.send({ type: 'summary', t: 22, text: 'late' });
    expect(d.of('say')).toHaveLength(3);
  });

  it('in Practice takes an answer again when asked, then goes on from that question; in Real offers no retake', () => {
    for (const mode of ['practice', 'real'] as const) {
      const d = new Driver();
      d.state = initialConversation(conversationSetup({ candidateName: 'Ada', persona: 'neutral', mode, questions: QUESTIONS }));
      d.send({ type: 'begin', t: 0 });
      d.send({ type: 'speech-ended', t: 8 });
      d.send({ type: 'typed', t: 20, text: 'We shipped it on time and cut costs by a fifth.' });
      d.send({ type: 'answer-saved', t: 21, followUp: null });
      expect(d.said?.text).toContain(QUESTIONS[1]!.text);
      const effects = d.send({ type: 'retake', t: 22 });
      if (mode === 'real') {
        expect(effects).toEqual([]);
        expect(d.state.retakable).toBeNull();
        continue;
      }
      expect(effects.map((e) => e.type)).toEqual(['turn', 'stop-saying', 'say']);
      expect(d.said).toMatchObject({ purpose: 'question', text: `${CONVERSATION_LINES.retake} ${QUESTIONS[0]!.text}` });
      d.send({ type: 'speech-ended', t: 26 });
      expect(d.of('start-recording').at(-1)?.effect.questionKey).toBe('q1');
      d.send({ type: 'typed', t: 30, text: 'I cut costs by a fifth in two months by renegotiating three contracts.' });
      expect(d.of('save-answer').at(-1)?.effect.questionKey).toBe('q1');
      d.send({ type: 'answer-saved', t: 31, followUp: null });
      expect(d.said?.text).toContain(QUESTIONS[1]!.text);
    }
  });

  it('offers no more takes than the attempt limit', () => {
    const d = new Driver();
    d.send({ type: 'begin', t: 0 });
    let takes = 0;
    for (let t = 10; t < 100; t += 10) {
      d.send({ type: 'speech-ended', t });
      d.send({ type: 'typed', t: t + 1, text: 'We shipped it on time.' });
      d.send({ type: 'answer-saved', t: t + 2, followUp: null });
      takes += 1;
      if (d.send({ type: 'retake', t: t + 3 }).length === 0) break;
    }
    expect(takes).toBe(MOCK_MAX_ATTEMPTS_PER_QUESTION);
  });

  it('understands a short spoken turn from its last words: a request whose words come after the silence is honoured, its recording thrown away', () => {
    const d = listeningDriver();
    for (let t = 9; t < 11.5; t += 0.032) d.send({ type: 'frame', t, levelDb: -20, words: ['sorry'] });
    for (let t = 11.5; t < 16; t += 0.032) d.send({ type: 'frame', t, levelDb: -70, words: ['sorry'] });
    expect(d.of('await-words')).toHaveLength(1);
    expect(d.of('save-answer')).toEqual([]);
    d.send({ type: 'closing-words', t: 16.5, words: 'sorry could you repeat the question please' });
    expect(d.of('discard-recording')).toHaveLength(1);
    expect(d.said).toMatchObject({ purpose: 'question', text: `${CONVERSATION_LINES.repeat} ${QUESTIONS[0]!.text}` });
    expect(d.of('turn').at(-1)?.effect.turn).toMatchObject({ speaker: 'candidate', text: 'sorry could you repeat the question please', ended_by: 'silence' });
    // The question is asked again once the words were in, seconds after the turn ended on a busy recogniser.
    const requestEnded = d.of('turn').at(-1)!.effect.turn.ended_at;
    expect(requestEnded).toBeLessThan(16);
    d.send({ type: 'speech-ended', t: 20 });
    expect(d.of('turn').at(-1)?.effect.turn).toMatchObject({ speaker: 'interviewer', started_at: 16.5, ended_at: 20 });
    // A short answer is saved once its words are in, with the time it ended.
    for (let t = 21; t < 24; t += 0.032) d.send({ type: 'frame', t, levelDb: -20, words: [] });
    for (let t = 24; t < 28; t += 0.032) d.send({ type: 'frame', t, levelDb: -70, words: [] });
    const ended = d.of('await-words').at(-1)!.t;
    d.send({ type: 'closing-words', t: ended + 1.5, words: 'we shipped it on time' });
    expect(d.of('save-answer').at(-1)?.effect).toMatchObject({ transcript: 'we shipped it on time', endedBy: 'silence' });
    expect(d.of('save-answer').at(-1)?.effect.answerSeconds).toBeLessThan(ended - 20);
  });

  it('sums up before the goodbye when the close meets silence, with the words recognised to the end of each answer, the latest take\'s', () => {
    const d = new Driver('neutral', QUESTIONS);
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'speech-ended', t: 5 });
    d.send({ type: 'request', t: 10, request: 'answer_finished' });
    d.send({ type: 'answer-saved', t: 11, followUp: null, heard: ' i led the move and it took six weeks ' });
    d.send({ type: 'follow-up-failed', t: 12 });
    d.send({ type: 'retake', t: 12.5 });
    d.send({ type: 'speech-ended', t: 14 });
    d.send({ type: 'typed', t: 15, text: 'I led the move; it took six weeks and saved a fifth.' });
    d.send({ type: 'answer-saved', t: 16, followUp: null });
    d.send({ type: 'speech-ended', t: 20 });
    d.send({ type: 'typed', t: 22, text: 'We talked it through.' });
    d.send({ type: 'answer-saved', t: 23, followUp: null });
    expect(d.said?.purpose).toBe('close');
    d.send({ type: 'speech-ended', t: 25 });
    for (let t = 25; t < 40; t += 0.032) d.send({ type: 'frame', t, levelDb: -70, words: [] });
    expect(d.of('summarise').map((e) => e.effect.answers)).toEqual([
      [
        { questionKey: 'q1', words: 'I led the move; it took six weeks and saved a fifth.' },
        { questionKey: 'q2', words: 'We talked it through.' },
      ],
    ]);
    expect(d.of('say')).toHaveLength(5);
  });

  it('ends at once when asked while the summary is found, and says goodbye alone when nothing was answered', () => {
    const d = new Driver('neutral', [QUESTIONS[0]!]);
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'speech-ended', t: 5 });
    d.send({ type: 'typed', t: 10, text: 'We shipped it on time.' });
    d.send({ type: 'answer-saved', t: 11, followUp: null });
    d.send({ type: 'speech-ended', t: 15 });
    d.send({ type: 'typed', t: 16, text: 'no thank you' });
    d.send({ type: 'end', t: 17 });
    expect(d.said).toMatchObject({ purpose: 'goodbye', text: CONVERSATION_LINES.goodbye('Ada') });
    d.send({ type: 'summary', t: 18, text: 'late' });
    expect(d.said?.text).toBe(CONVERSATION_LINES.goodbye('Ada'));

    const silent = new Driver('neutral', [QUESTIONS[0]!]);
    silent.send({ type: 'begin', t: 0 });
    // Nothing said twice running: the question is left unanswered.
    for (let t = 5; t < 60 && silent.said?.purpose !== 'close'; t += 0.032) {
      if (silent.state.phase === 'speaking') silent.send({ type: 'speech-ended', t });
      silent.send({ type: 'frame', t, levelDb: -70, words: [] });
    }
    expect(silent.of('skip-answer')).toHaveLength(1);
    silent.send({ type: 'speech-ended', t: 61 });
    silent.send({ type: 'typed', t: 62, text: 'no thank you' });
    expect(silent.of('summarise')).toEqual([]);
    expect(silent.said).toMatchObject({ purpose: 'goodbye', text: CONVERSATION_LINES.goodbye('Ada') });
  });

  it('talking over the goodbye does not stop it: the interview ends', () => {
    const d = new Driver('neutral', [QUESTIONS[0]!]);
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'speech-ended', t: 5 });
    d.send({ type: 'typed', t: 10, text: 'We shipped it on time.' });
    d.send({ type: 'answer-saved', t: 11, followUp: null });
    d.send({ type: 'speech-ended', t: 15 });
    d.send({ type: 'typed', t: 16, text: 'nope i am good' });
    d.send({ type: 'summary', t: 16, text: null });
    expect(d.said?.purpose).toBe('goodbye');
    for (let t = 16; t < 18; t += 0.032) d.send({ type: 'frame', t, levelDb: -20, words: [] });
    expect(d.of('stop-saying')).toEqual([]);
    d.send({ type: 'speech-ended', t: 19 });
    expect(d.of('finished')).toHaveLength(1);
  });

  it('once it says goodbye the conversation is over: a typed question, a request, a pause or a retake change nothing', () => {
    const d = new Driver('neutral', [QUESTIONS[0]!]);
    d.send({ type: 'begin', t: 0 });
    d.send({ type: 'speech-ended', t: 5 });
    d.send({ type: 'typed', t: 10, text: 'We shipped it on time.' });
    d.send({ type: 'answer-saved', t: 11, followUp: null });
    d.send({ type: 'speech-ended', t: 15 });
    // No question of the candidate's: the close ends with the summary and goodbye.
    for (let t = 15; t < 60 && d.said?.purpose !== 'goodbye'; t += 0.032) {
      d.send({ type: 'frame', t, levelDb: -70, words: [] });
      if (d.of('summarise').length > 0 && d.state.phase === 'saving') d.send({ type: 'summary', t, text: null });
    }
    expect(d.state.phase).toBe('ending');
    const said = d.of('say').length;
    for (const input of [
      { type: 'typed', t: 61, text: 'What are the next steps in the process?' },
      { type: 'request', t: 62, request: 'repeat_question' },
      { type: 'request', t: 62, request: 'answer_finished' },
      { type: 'retake', t: 63 },
      { type: 'pause', t: 64 },
      { type: 'resume', t: 65 },
      { type: 'candidate-reply', t: 66, text: 'The next step is a call.' },
      { type: 'summary', t: 67, text: 'Again.' },
    ] satisfies ConversationInput[]) {
      expect(d.send(input)).toEqual([]);
    }
    expect(d.of('say')).toHaveLength(said);
    d.send({ type: 'speech-ended', t: 70 });
    expect(d.state.phase).toBe('done');
    expect(d.send({ type: 'typed', t: 71, text: 'Hello?' })).toEqual([]);
    expect(d.of('finished')).toHaveLength(1);
    expect(d.of('answer-candidate-question')).toEqual([]);
  });

  it('ending while it says goodbye stops it and finishes, without a second goodbye', () => {
    const d = listeningDriver();
    d.send({ type: 'end', t: 12 });
    const effects = d.send({ type: 'end', t: 13 });
    expect(effects.map((e) => e.type)).toEqual(['turn', 'stop-saying', 'finished']);
    expect(d.of('say')).toHaveLength(2);
    expect(d.state.phase).toBe('done');
  });

  it('pauses at any time, hearing nothing meanwhile, and asks the question again on resuming', () => {
    const d = listeningDriver();
    d.send({ type: 'frame', t: 9, levelDb: -20, words: [] });
    const effects = d.send({ type: 'pause', t: 10 });
    expect(effects.map((e) => e.type)).toEqual(['discard-recording']);
    expect(d.state.phase).toBe('paused');
    for (let t = 10; t < 40; t += 0.032) d.send({ type: 'frame', t, levelDb: -100, words: [] });
    expect(d.of('say')).toHaveLength(1);
    d.send({ type: 'resume', t: 60 });
    expect(d.said?.text).toBe(`${CONVERSATION_LINES.resumed} ${QUESTIONS[0]!.text}`);
    d.send({ type: 'speech-ended', t: 64 });
    expect(d.of('start-recording')).toHaveLength(2);
  });

  it('ends at any time: stops speaking and recording and says goodbye', () => {
    const d = listeningDriver();
    const effects = d.send({ type: 'end', t: 12 });
    expect(effects.map((e) => e.type)).toEqual(['discard-recording', 'say']);
    d.send({ type: 'speech-ended', t: 14 });
    expect(d.of('finished')).toHaveLength(1);
    expect(d.said?.purpose).toBe('goodbye');
  });
});
