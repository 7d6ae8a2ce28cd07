import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { conversationTurnsResponseSchema, INTERVIEWER_PATHS, TOUGH_SPECIFICS_FOLLOW_UP } from '@rehearse/contract/interview-conversation';
import { FOLLOW_UP_QUESTIONS } from '@rehearse/contract/mock-constants';
import { expectNoAxeViolations } from './axe.ts';
import { startOneQuestionConversation } from './pages/conversation-start.ts';
import { fakeCaptureLaunchOptions } from './fake-capture.ts';

/** A microphone that hears nothing: every turn here is typed, and no stray speech may take one. */
function silentWav(): string {
  const dir = join(fileURLToPath(new URL('..', import.meta.url)), '.fixtures', 'fake-capture');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'interviewer-silence.wav');
  if (!existsSync(file)) execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-t', '5', '-i', 'anullsrc=r=48000:cl=mono', '-c:a', 'pcm_s16le', file]);
  return file;
}

const silent = silentWav();
test.use({ launchOptions: fakeCaptureLaunchOptions({ audio: silent }) });
test.setTimeout(180_000);

const POSTING = `Data Analyst — Growth team

About the role
• Write SQL queries against our Snowflake warehouse every day
• Build and maintain dashboards in Tableau for the sales and marketing teams
• Design and analyse A/B tests with product managers`;

async function typeAnswer(page: Page, text: string) {
  await page.getByLabel('Or type your answer').fill(text);
  await page.getByRole('button', { name: 'Send typed answer' }).click();
}

/** However the conversation is scrolled, the floating coach button covers no part of the typed answer's label, field or button. */
async function expectLauncherClearOfTypedAnswer(page: Page) {
  await expect(page.getByRole('button', { name: 'Open coach' })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 0; y <= Math.max(0, height) + 40; y += 40) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const covered = await page.evaluate(() => {
      const button = document.querySelector('[aria-label="Open coach"]')!.getBoundingClientRect();
      const form = document.querySelector('[data-testid="conversation-typed-answer"]')!;
      return Array.from(form.querySelectorAll('label, textarea, button'))
        .map((element) => ({ text: element.textContent?.trim().slice(0, 20) || element.tagName, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && button.left < box.right && box.left < button.right && button.top < box.bottom && box.top < button.bottom)
        .map(({ text, box }) => `${text} at ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`);
    });
    expect(covered, `scrolled to ${y}: the coach button covers`).toEqual([]);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Whatever the page's height, the field and its button end before the launcher's lane, so no scroll can bring them under it.
  const reach = await page.evaluate(() => {
    const lane = document.querySelector('[aria-label="Open coach"]')!.getBoundingClientRect().left;
    const form = document.querySelector('[data-testid="conversation-typed-answer"]')!;
    return Math.max(...Array.from(form.querySelectorAll('textarea, button')).map((element) => element.getBoundingClientRect().right)) - lane;
  });
  expect(reach).toBeLessThanOrEqual(0);
}

test('a tough interviewer presses a general answer for specifics, and answers a candidate question from the posting', async ({ page }) => {
  const sessionId = await startOneQuestionConversation(page, 'Pressed Petra', POSTING);
  await page.getByLabel('Interviewer', { exact: true }).selectOption('tough');
  await page.getByLabel('Speaking speed').selectOption('1.5');
  await page.getByRole('button', { name: 'Start talking' }).click();
  const captions = page.getByRole('list', { name: 'Captions' });
  await expect(page.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible({ timeout: 30_000 });
  // A whole story, nothing missing by the rules, but not one figure in it.
  await typeAnswer(
    page,
    'At my last job our weekly report was late and the sales team was unhappy. I was responsible for the report. I rebuilt the queries and I checked the numbers with the team every day. As a result the report went out on time and the sales team trusted it again.',
  );
  await expect(captions).toContainText(TOUGH_SPECIFICS_FOLLOW_UP, { timeout: 20_000 });
  await expect(page.getByText('Follow-up to question 1 of 1')).toBeVisible();
  await typeAnswer(page, 'It went out by nine every Monday for six months, and I wrote all twelve queries myself.');
  await expect(captions).toContainText('Do you have any questions for me?', { timeout: 20_000 });
  await expectNoAxeViolations(page, 'conversation, closing');
  await typeAnswer(page, 'Who would I be working with on the team?');
  await expect(captions).toContainText('for the sales and marketing teams', { timeout: 20_000 });
  await expect(captions).toContainText('Is there anything else you would like to ask?');
  await typeAnswer(page, 'No, that is all, thank you.');
  await expect(page.getByRole('heading', { name: 'Mock Interview Complete!' })).toBeVisible({ timeout: 30_000 });

  const { turns } = conversationTurnsResponseSchema.parse(await (await page.request.get(INTERVIEWER_PATHS.turns(sessionId))).json());
  const said = turns.filter((t) => t.speaker === 'interviewer').map((t) => t.text);
  expect(said.some((text) => text.includes('The posting says the role involves this: Build and maintain dashboards'))).toBe(true);
  expect(said.at(-1)).toContain('Goodbye');
});

// Typed throughout, so on the silent microphone: no stray speech takes a turn before the typed answer.
test('at phone width, typed answers: a repeat request, a follow-up about the missing result, and the close', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const sessionId = await startOneQuestionConversation(page, 'Typing Theo');
  await expectNoAxeViolations(page, 'conversation set-up');
  await page.getByLabel('Speaking speed').selectOption('1.5');
  // Keyboard only from here: Enter on the focused controls, R for "repeat the question".
  await page.getByRole('button', { name: 'Start talking' }).focus();
  await page.keyboard.press('Enter');
  const captions = page.getByRole('list', { name: 'Captions' });
  await expect(page.getByLabel('Or type your answer')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible({ timeout: 30_000 });
  await expectLauncherClearOfTypedAnswer(page);
  await page.locator('body').press('r');
  await expect(captions).toContainText('Of course. Here it is again.');

  const typeAnswer = async (text: string) => {
    await page.getByLabel('Or type your answer').fill(text);
    await page.getByRole('button', { name: 'Send typed answer' }).focus();
    await page.keyboard.press('Enter');
  };
  // Asked in words (typed here), the request is understood too.
  const repeats = await captions.getByText('Of course. Here it is again.', { exact: false }).count();
  await typeAnswer('Sorry, could you repeat the question?');
  await expect(captions.getByText('Of course. Here it is again.', { exact: false })).toHaveCount(repeats + 1);
  await expectNoAxeViolations(page, 'conversation, typed');

  await typeAnswer('I organised the team, we split the work between us, and we talked to the customer every week about the plan.');
  // The answer names no result: the built-in rules' follow-up asks for one.
  await expect(captions).toContainText(FOLLOW_UP_QUESTIONS.no_result, { timeout: 20_000 });
  await expect(page.getByText('Follow-up to question 1 of 1')).toBeVisible();
  await typeAnswer('We cut the complaints by forty percent in two months.');
  await expect(captions).toContainText('Do you have any questions for me?', { timeout: 20_000 });
  await typeAnswer('no i think you covered everything');
  await expect(page.getByRole('heading', { name: 'Mock Interview Complete!' })).toBeVisible({ timeout: 30_000 });

  const { turns } = conversationTurnsResponseSchema.parse(await (await page.request.get(INTERVIEWER_PATHS.turns(sessionId))).json());
  const candidate = turns.filter((t) => t.speaker === 'candidate');
  expect(candidate.map((t) => t.ended_by)).toEqual(['typed', 'typed', 'typed', 'typed']);
  const followUpKey = candidate[2]!.question_key;
  expect(followUpKey).not.toBe(candidate[1]!.question_key);
  expect(turns.filter((t) => t.speaker === 'interviewer' && t.question_key === followUpKey).length).toBeGreaterThan(0);
});
