import { expect, test, type Page } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { conversationTurnsResponseSchema, INTERVIEWER_PATHS } from '@rehearse/contract/interview-conversation';
import { FOLLOW_UP_QUESTIONS } from '@rehearse/contract/mock-constants';
import { expectNoAxeViolations, WIDTHS } from './axe.ts';
import { fakeCaptureLaunchOptions } from './fake-capture.ts';
import { fakeSpeechWav, type SpeechPart } from './fake-speech.ts';
import { startConversation } from './pages/conversation-start.ts';

/**
 * The candidate's side of a three-question interview, as Chromium's fake microphone plays it once from the moment the
 * camera opens. Each silence between turns is long enough for the interviewer to reply and ask (at 1.5×) and short of
 * the 10 s it waits for an answer to begin; should it still be speaking, the candidate's voice stops it (barge-in).
 */
/**
 * Under the patience after a sentence that may have ended (1.6 s, decision 065): the detectors hear a little more
 * silence than was inserted, and the words before the pause may not be recognised yet when it is judged.
 */
const INNER_PAUSE = 0.8;
/** The set-up is done by then (sign-up, start, the axe check), so the script's first silence is the interviewer's. */
const START_AFTER_MS = 10_000;
const SCRIPT: SpeechPart[] = [
  // The greeting and first question (≈ 11 s at 1.5×).
  { silence: 24 },
  // A story without its ending: the follow-up asks for the result.
  { say: 'At my last job our billing system was slow.' },
  { silence: 0.5 },
  { say: 'Our customers complained about late invoices every single week.' },
  { silence: INNER_PAUSE },
  { say: 'I was responsible for moving it to a new platform.' },
  { silence: 0.5 },
  { say: 'I planned the move, I wrote the scripts myself, and I met each team every week.' },
  { silence: 12 },
  { say: 'The invoices went out two days faster, and errors fell by half within three months.' },
  { silence: 13 },
  { say: 'Two colleagues in my team disagreed about a release date.' },
  { silence: INNER_PAUSE },
  { say: 'I met them both and we agreed to ship a smaller release first.' },
  { silence: 13 },
  { say: 'Sorry, could you repeat the question, please?' },
  { silence: 11 },
  { say: 'I had to learn a new reporting tool in one week, so I built one small report every day.' },
  { silence: 10 },
  { say: 'No, thank you, I have no questions.' },
  { silence: 40 },
];

await ensureFixtures();
const speech = fakeSpeechWav('interviewer-three-questions', SCRIPT);
const capture = fakeCaptureLaunchOptions();
test.use({
  launchOptions: {
    ...capture,
    args: capture.args.map((arg) => (arg.startsWith('--use-file-for-fake-audio-capture=') ? `--use-file-for-fake-audio-capture=${speech.file}%noloop` : arg)),
  },
});
test.setTimeout(240_000);

/** When the page first opened the microphone: the fake microphone's file plays from then. */
async function instrument(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { micOpenedAt?: number };
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      w.micOpenedAt ??= Date.now();
      return stream;
    };
  });
}

/** Seconds spoken of the script's n-th `say` part, and the pause after it. */
const spoken = (n: number) => speech.parts.filter((p) => 'say' in p.part)[n]!;

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a three-question spoken interview: waits through pauses, follows up on a missing result, repeats the question when asked, sums up, and keeps every turn', async ({ page }) => {
      await instrument(page);
      const sessionId = await startConversation(page, `Three Questions ${viewport.width}`, 3);
      await expectNoAxeViolations(page, 'conversation set-up');
      await page.getByLabel('Speaking speed').selectOption('1.5');
      const micOpenedAt = await page.evaluate(() => (window as unknown as { micOpenedAt: number }).micOpenedAt);
      await page.waitForTimeout(Math.max(0, micOpenedAt + START_AFTER_MS - Date.now()));
      await page.getByRole('button', { name: 'Start talking' }).click();

      const captions = page.getByRole('list', { name: 'Captions' });
      await expect(captions).toContainText(`Hello Three Questions ${viewport.width}, thank you for joining me today. I will ask you 3 questions.`);
      await expect(page.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolations(page, 'conversation, listening');
      // The first answer leaves out how it ended: the interviewer asks for the result, and nothing else first.
      await expect(captions).toContainText(FOLLOW_UP_QUESTIONS.no_result, { timeout: 40_000 });
      await expect(captions).toContainText('Of course. Here it is again.', { timeout: 60_000 });
      await expect(captions).toContainText('Do you have any questions for me?', { timeout: 40_000 });
      await expect(captions).toContainText('You answered', { timeout: 40_000 });
      await expect(page.getByRole('heading', { name: 'Mock Interview Complete!' })).toBeVisible({ timeout: 40_000 });

      const { turns } = conversationTurnsResponseSchema.parse(await (await page.request.get(INTERVIEWER_PATHS.turns(sessionId))).json());
      const interviewer = turns.filter((t) => t.speaker === 'interviewer');
      const candidate = turns.filter((t) => t.speaker === 'candidate');
      const said = (text: string) => interviewer.find((t) => t.text.includes(text));
      const summary = turns.at(-1)!;
      // Greeting and first question, the follow-up, the second and third questions, the third again, the close, the summary.
      expect(interviewer.map((t) => t.text.slice(0, 40))).toHaveLength(7);
      expect(said(FOLLOW_UP_QUESTIONS.no_result)?.question_key).toMatch(/__fu$/);
      // Five turns of the candidate's (four answers and the request) and "no questions" at the close.
      expect(candidate).toHaveLength(6);
      const [first, , second, request] = candidate;
      // One answer across each inner pause: it lasted at least both its parts and the pause between them.
      expect(first!.ended_at - first!.started_at).toBeGreaterThan(spoken(0).seconds + spoken(1).seconds + INNER_PAUSE + spoken(2).seconds + spoken(3).seconds);
      expect(second!.ended_at - second!.started_at).toBeGreaterThan(spoken(5).seconds + INNER_PAUSE + spoken(6).seconds - 1);
      // The request was heard as one, and the question it was about asked again, word for word.
      expect(request!.text).toMatch(/repeat/);
      const asked = interviewer.filter((t) => t.question_key === request!.question_key).map((t) => t.text);
      const third = asked[0]!.split('Next question. ')[1]!;
      expect(asked[1]).toBe(`Of course. Here it is again. ${third}`);
      expect(summary.speaker).toBe('interviewer');
      expect(summary.text).toMatch(/^You answered three questions and one follow-up\..+ Goodbye\.$/);

      // The report of the conversation holds every turn, each answer beside a player of its own recording.
      const transcript = page.getByRole('region', { name: 'Your conversation with the interviewer' });
      await expect(transcript.getByRole('listitem')).toHaveCount(turns.length);
      await expect(transcript).toContainText(summary.text);
      const players = transcript.locator('audio');
      await expect(players).toHaveCount(4, { timeout: 30_000 });
      await expect(transcript.getByLabel(/^Play your answer/).first()).toBeVisible();
      const recording = await page.request.get((await players.first().getAttribute('src'))!, { headers: { Range: 'bytes=0-99' } });
      expect([200, 206]).toContain(recording.status());
      await expectNoAxeViolations(page, 'completion with the conversation and its recordings');
      if (viewport.width < 400) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
