import { expect, test, type Page } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { conversationTurnsResponseSchema, INTERVIEWER_PATHS, type StoredConversationTurn } from '@rehearse/contract/interview-conversation';
import { FOLLOW_UP_QUESTIONS } from '@rehearse/contract/mock-constants';
import { mockStartResponseSchema } from '@rehearse/contract/mock-interview';
import { CONVERSATION_LINES } from '@rehearse/interviewer/conversation/conversation-lines';
import { expectNoAxeViolations, WIDTHS } from './axe.ts';
import { fakeCaptureLaunchOptions } from './fake-capture.ts';
import { signUpVerified } from './sign-up.ts';
import { spokenTimeline } from './spoken-timeline.ts';

/** Seconds after the page opened the microphone (and the fake one began playing the file) when Start talking is pressed. */
const START_AT = 12;
/**
 * Well under the patience after a finished sentence (1.6 s, decision 065): the turn-taker hears more silence than was
 * inserted (≈ 0.4 s by level, more where a sentence ends in a soft sound the voice detector drops), and a 1 s pause
 * after "open tasks." was once heard as the end of the answer. Every answer is waited through its pauses.
 */
const INNER_PAUSE = 0.8;

/**
 * The candidate's side as the fake microphone plays it. Each answer begins 5–8 s after the interviewer's line has
 * fallen quiet (the log line prints it), under the 10 s the interviewer waits for an answer to begin. A slower reply
 * (a busy recogniser, a long question) only shortens that silence; a reply later still is talked over, which stops
 * the interviewer and is taken as the answer, and one so quick that the silence passes 10 s gets "take your time"
 * first: neither changes whose turn is whose. The first answer tells actions and no outcome, so the built-in rules ask for the result; it is
 * long, so that the words a busy recogniser drops still leave the 20 its STAR reading needs. The question at the close
 * is answered whatever the recogniser makes of it, then the silence after "anything else?" ends the interview.
 */
const TIMELINE = spokenTimeline(
  'interviewer-three-questions',
  [
    {
      after: START_AT + 15,
      pause: INNER_PAUSE,
      sentences: [
        'I talked to every engineer.',
        'I split the work into small tasks.',
        'I set up a short meeting each morning.',
        'I wrote a plan for every week.',
        'I kept a board of open tasks.',
        'I checked each task with its owner.',
        'I met the product manager each Friday.',
      ],
    },
    { after: 11, sentences: ['We cut the delay from six weeks to one week.'] },
    // After silence the browser's audio processing blurs the first syllables ("could you repeat" once came back as
    // "sulfuric he took"): "sorry" takes that, and the request is heard from the words after it.
    { after: 11, sentences: ['Sorry, could you repeat the question please?'] },
    {
      after: 12.5,
      pause: INNER_PAUSE,
      sentences: ['When two colleagues disagreed about a design, I met each of them.', 'I wrote down both ideas and we tested them.', 'The team chose the faster one, and we shipped it a week early.'],
    },
    {
      after: 12,
      pause: INNER_PAUSE,
      sentences: ['A customer was angry about a late order.', 'I called her the same day and found the missing parts.', 'She stayed with us and ordered more the next month.'],
    },
    { after: 11.5, sentences: ['What are the next steps after this interview?'] },
  ],
  75,
);
const [FIRST, FOLLOW_UP_ANSWER, REQUEST, SECOND, THIRD, CLOSING] = TIMELINE.turns;

await ensureFixtures();
test.use({ launchOptions: fakeCaptureLaunchOptions({ audio: TIMELINE.file, once: true }) });
test.setTimeout(300_000);

/** When the page first opened the microphone, and when each of the interviewer's utterances began and stopped sounding. */
async function instrument(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { micOpenedAt?: number; sounded: { from: number; to: number | null }[] };
    w.sounded = [];
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      w.micOpenedAt ??= Date.now();
      return stream;
    };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      this.addEventListener(
        'playing',
        () => {
          const sound = { from: Date.now(), to: null as number | null };
          w.sounded.push(sound);
          const stop = () => (sound.to ??= Date.now());
          this.addEventListener('ended', stop, { once: true });
          this.addEventListener('pause', stop, { once: true });
        },
        { once: true },
      );
      return play.call(this);
    };
  });
}

/** The turns `expected` in order within `turns` (other lines, such as "take your time", may come between). */
const listed = (turns: readonly StoredConversationTurn[]) => turns.map((t) => `${t.seq} ${t.speaker} [${t.question_key}] ${t.started_at}–${t.ended_at} ${t.text}`).join('\n');

function inOrder(turns: readonly StoredConversationTurn[], expected: readonly ((t: StoredConversationTurn) => boolean)[]): StoredConversationTurn[] {
  const found: StoredConversationTurn[] = [];
  let from = 0;
  for (const [i, matches] of expected.entries()) {
    const at = turns.findIndex((t, j) => j >= from && matches(t));
    if (at < 0) throw new Error(`turn ${i + 1} of the expected conversation is missing after turn ${from}:\n${listed(turns)}`);
    found.push(turns[at]!);
    from = at + 1;
  }
  return found;
}

// A failed run prints the conversation as kept, which shows where the turns went another way.
test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !sessionId) return;
  const kept = await page.request.get(INTERVIEWER_PATHS.turns(sessionId)).then((r) => r.json()).catch(() => null);
  const parsed = conversationTurnsResponseSchema.safeParse(kept);
  console.log(parsed.success ? listed(parsed.data.turns) : `no turns: ${JSON.stringify(kept)}`);
});

let sessionId = '';

test('three questions answered aloud: pauses waited through, a follow-up for the missing result, the question repeated on request, the close, goodbye, and every turn in the report', async ({ page }) => {
  const began = Date.now();
  await instrument(page);
  const chunkMs: number[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/transcribe/')) return;
    const timing = request.timing();
    chunkMs.push(timing.responseEnd - timing.requestStart);
  });
  await signUpVerified(page, 'Spoken Sam');
  await page.goto('/mock-interview');
  await page.getByLabel('Question set').selectOption('behavioural');
  await page.getByLabel('Number of questions').selectOption('3');
  const started = page.waitForResponse((r) => r.url().endsWith('/api/mock/start/') && r.status() === 200);
  await page.getByRole('button', { name: 'Start interview' }).click();
  const { session_id: startedId, questions } = mockStartResponseSchema.parse(await (await started).json());
  sessionId = startedId;
  const [q1, q2, q3] = questions;
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Talk with the interviewer' }).click();
  await expect(page.getByRole('heading', { name: 'Interview conversation' })).toBeFocused();
  // Real: no note after each answer, so every reply is the next line as soon as the words are in.
  await page.getByLabel('Interviewer', { exact: true }).selectOption('neutral');
  await page.getByLabel('Mode').selectOption('real');
  await page.getByLabel('Speaking speed').selectOption('1.5');
  await expect(page.getByLabel('Interviewer voice')).toHaveValue('en-us');

  const micOpenedAt = await page.evaluate(() => (window as unknown as { micOpenedAt: number }).micOpenedAt);
  const late = (Date.now() - micOpenedAt) / 1000 - START_AT;
  await page.waitForTimeout(Math.max(0, -late * 1000));
  await page.getByRole('button', { name: 'Start talking' }).click();
  const captions = page.getByRole('list', { name: 'Captions' });
  const status = page.locator('[data-conversation-phase]');
  await expect(captions).toContainText('Hello Spoken Sam, thank you for joining me today. I will ask you 3 questions.');
  await expect(status).toHaveAttribute('data-conversation-phase', 'listening', { timeout: 30_000 });
  await expectNoAxeViolations(page, 'conversation, listening');

  // The first answer is one turn across its pauses; it tells no outcome, so the interviewer asks for it.
  await expect(captions).toContainText(FOLLOW_UP_QUESTIONS.no_result, { timeout: 90_000 });
  // The rest at a phone's width: the conversation screen works and passes axe there too.
  await page.setViewportSize(WIDTHS[1]);
  await expect(status).toHaveAttribute('data-conversation-phase', 'listening', { timeout: 30_000 });
  await expectNoAxeViolations(page, 'conversation, listening for the follow-up');

  await expect(captions).toContainText(`${CONVERSATION_LINES.repeat} ${q2!.text}`, { timeout: 90_000 });
  // The third answer is ended with Enter as soon as it is said, before the patience would end it: its last words are
  // still at the recogniser then, and the turn is kept with them.
  await expect(captions).toContainText(q3!.text, { timeout: 90_000 });
  await page.waitForTimeout(Math.max(0, micOpenedAt + (THIRD!.end + 0.3) * 1000 - Date.now()));
  await page.keyboard.press('Enter');
  await expect(captions).toContainText('Do you have any questions for me?', { timeout: 120_000 });
  // The captions follow the newest line: with the page showing the list's end, its last line shows without scrolling it.
  await captions.evaluate((list) => list.scrollIntoView({ block: 'end' }));
  await expect(captions.getByRole('listitem').last()).toBeInViewport();
  // The candidate's question at the close is answered; the silence after "anything else?" brings the summary and goodbye.
  await expect(captions).toContainText(CONVERSATION_LINES.anythingElse, { timeout: 60_000 });
  await expect(captions).toContainText(CONVERSATION_LINES.goodbye('Spoken Sam'), { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Mock Interview Complete!' })).toBeVisible({ timeout: 30_000 });
  const conversationDone = Date.now();

  const { turns } = conversationTurnsResponseSchema.parse(await (await page.request.get(INTERVIEWER_PATHS.turns(sessionId))).json());
  console.log(listed(turns));
  const followUpKey = `${q1!.key}__fu`;
  const candidate = (key: string) => (t: StoredConversationTurn) => t.speaker === 'candidate' && t.question_key === key;
  const interviewer = (text: string) => (t: StoredConversationTurn) => t.speaker === 'interviewer' && t.text.includes(text);
  const [, answer1, , followUpAnswer, , request, , answer2, , answer3, , , , goodbye] = inOrder(turns, [
    interviewer(q1!.text),
    candidate(q1!.key),
    interviewer(FOLLOW_UP_QUESTIONS.no_result),
    candidate(followUpKey),
    interviewer(q2!.text),
    candidate(q2!.key),
    interviewer(`${CONVERSATION_LINES.repeat} ${q2!.text}`),
    candidate(q2!.key),
    interviewer(q3!.text),
    candidate(q3!.key),
    interviewer('Do you have any questions for me?'),
    (t) => t.speaker === 'candidate' && t.question_key === null,
    interviewer(CONVERSATION_LINES.anythingElse),
    interviewer('Goodbye.'),
  ]);
  // Every turn of the candidate's is one of the six spoken: none was split at a pause inside it, none went missing.
  expect(turns.filter((t) => t.speaker === 'candidate')).toHaveLength(6);
  // The first answer lasted its seven sentences and the pauses between them: the interviewer waited through them.
  expect(answer1!.ended_by).toBe('silence');
  expect(answer1!.ended_at - answer1!.started_at).toBeGreaterThan(FIRST!.end - FIRST!.start - 0.5);
  expect(followUpAnswer!.text).not.toBe('');
  expect(request!.text).toContain('repeat');
  expect(answer2!.ended_at - answer2!.started_at).toBeGreaterThan(SECOND!.end - SECOND!.start - 0.5);
  expect(answer3!.ended_by).toBe('keypress');
  expect(answer3!.text.split(' ').length).toBeGreaterThan(3);
  expect(goodbye!.text).toContain(CONVERSATION_LINES.goodbye('Spoken Sam'));

  // How much room each answer had: the silence between the interviewer's line falling quiet and the answer beginning.
  const sounded = await page.evaluate(() => (window as unknown as { sounded: { from: number; to: number | null }[] }).sounded);
  const lineEnds = sounded.map((s) => ((s.to ?? s.from) - micOpenedAt) / 1000);
  const room = [FIRST, FOLLOW_UP_ANSWER, REQUEST, SECOND, THIRD, CLOSING].map((turn) => {
    const before = lineEnds.filter((end) => end <= turn!.start + 0.5).at(-1);
    return before === undefined ? 'none' : (turn!.start - before).toFixed(1);
  });
  console.log(`interviewer three questions: started ${late.toFixed(1)} s late; silence before each answer ${room.join(', ')} s (under 0: talked over); ${turns.length} turns; ${chunkMs.length} chunks recognised, median ${[...chunkMs].sort((a, b) => a - b)[Math.floor(chunkMs.length / 2)]?.toFixed(0)} ms, longest ${Math.max(...chunkMs).toFixed(0)} ms; conversation ${((conversationDone - began) / 1000).toFixed(0)} s`);

  // The saved report: every turn, in order, and the follow-up beside its question.
  await page.setViewportSize(WIDTHS[0]);
  await page.getByRole('link', { name: 'Open the report' }).click({ timeout: 150_000 });
  await page.waitForURL(/\/analysis\/[^/]+$/);
  const sections = page.getByTestId('mock-question-result');
  await expect(sections).toHaveCount(4);
  await expect(sections.nth(0).getByRole('heading', { name: q1!.text })).toBeVisible();
  await expect(sections.nth(1).getByText('Follow-up to Q1')).toBeVisible();
  await expect(sections.nth(1).getByRole('heading', { name: FOLLOW_UP_QUESTIONS.no_result })).toBeVisible();
  await expect(sections.nth(2).getByRole('heading', { name: q2!.text })).toBeVisible();
  await expect(sections.nth(3).getByRole('heading', { name: q3!.text })).toBeVisible();
  const conversation = page.getByRole('region', { name: 'Your conversation with the interviewer' });
  const lines = conversation.getByRole('listitem');
  await expect(lines).toHaveCount(turns.length);
  for (const [i, turn] of turns.entries()) {
    await expect(lines.nth(i)).toContainText(`${turn.speaker === 'interviewer' ? 'Interviewer' : 'You'} (`);
    await expect(lines.nth(i)).toContainText(turn.text);
  }
  await expectNoAxeViolations(page, 'mock interview report with the conversation');
  await page.setViewportSize(WIDTHS[1]);
  await expect(lines.last()).toContainText(goodbye!.text);
  await expectNoAxeViolations(page, 'mock interview report with the conversation');
  console.log(`interviewer three questions: report read ${((Date.now() - conversationDone) / 1000).toFixed(0)} s after the goodbye; ${((Date.now() - began) / 1000).toFixed(0)} s in all`);
});
