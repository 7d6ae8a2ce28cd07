import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { MOCK_SESSION_STORAGE_KEY } from '../packages/contract/src/mock-constants.ts';
import { mockSessionResponseSchema } from '../packages/contract/src/mock-interview.ts';
import { POSTING_QUESTIONS_READY } from '../packages/contract/src/mock-posting-questions.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../apps/server/src/llm/fake-openai-server.ts';
import { DATA_ANALYST_POSTING } from '../apps/server/src/features/mock/posting/posting.fixture.ts';
// @ts-expect-error -- plain ESM helper shared with the launcher; it has no type declarations
import { e2eDataDir } from './e2e-environment.mjs';
import { latestMailTo, linkIn } from './outbox.ts';
import { startServerWithHostedModel, type ServerWithHostedModel } from './server-with-hosted-model.ts';

/**
 * Posting questions the model writes after the interview started: a server of this spec's own pointed at an
 * OpenAI-compatible fake on loopback that answers 3 s late, past the start's 1 s wait.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 58;
const baseURL = `http://localhost:${port}`;
const databaseFile = join(e2eDataDir as string, `posting-questions-${process.pid}.sqlite`);
const WRITTEN = [
  { text: 'Walk me through the last dashboard you built in Tableau: who used it and what did it change?', type: 'behavioural', line_number: 5, strong_answer: ['The users', 'The decision it changed'] },
  { text: 'How would you check an A/B test result before presenting it to stakeholders?', type: 'situational', line_number: 6, strong_answer: ['Sample size', 'Guardrails'] },
  { text: 'Which SQL window functions do you use most, and for what?', type: 'role_knowledge', line_number: 4, strong_answer: ['ROW_NUMBER', 'Running totals'] },
];
let fake: FakeOpenAiServer;
let server: ServerWithHostedModel | undefined;

test.use({ baseURL });
test.setTimeout(240_000);

test.beforeAll(async () => {
  fake = await startFakeOpenAiServer(JSON.stringify(WRITTEN));
  fake.delayMs = 3_000;
  server = await startServerWithHostedModel({ port, databaseFile, llmBaseUrl: fake.baseUrl, llmModel: 'fake-writer' });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

test('an interview started from the bank takes up the posting questions written late, for the questions it has not reached, and says so once', async ({ page }) => {
  const email = `e2e-posting-late-${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'Rehearse1!', name: 'Grace Hopper', full_name: 'Grace Hopper' },
    headers: { origin: baseURL, 'x-forwarded-for': '198.51.100.202' },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto(linkIn(latestMailTo(email), 'verify-email'));
  await page.waitForURL(/\/dashboard/);

  await page.goto('/mock-interview');
  await page.getByLabel('Question set').selectOption('data_analyst');
  await page.getByLabel('Number of questions').selectOption('6');
  await page.getByLabel('Job description (optional)').fill(DATA_ANALYST_POSTING);
  await page.getByRole('button', { name: 'Start interview' }).click();
  await expect(page.getByText('Question 1 of 6')).toBeVisible({ timeout: 30_000 });
  const first = await page.getByTestId('question-text').innerText();
  await expect(page.getByText('Written by AI')).toHaveCount(0);

  await expect(page.getByText(POSTING_QUESTIONS_READY)).toBeVisible({ timeout: 60_000 });
  // The question on screen stays; the model's questions take the place of later ones.
  await expect(page.getByTestId('question-text')).toHaveText(first);
  const sessionId = await page.evaluate((key) => sessionStorage.getItem(key) ?? '', MOCK_SESSION_STORAGE_KEY);
  const { data } = mockSessionResponseSchema.parse(await (await page.request.get(`/api/mock/session/${sessionId}/`)).json());
  expect(data.questions).toHaveLength(6);
  expect(data.questions[0]!.text).toBe(first);
  expect(data.questions.filter((q) => q.written_by_ai).map((q) => q.key)).toEqual(['ai_1', 'ai_2']);
  expect(data.questions.slice(0, 2).some((q) => q.written_by_ai)).toBe(false);

  // Skipping to the end, the recorder shows the last question the model wrote.
  for (let n = 2; n <= 6; n++) {
    await page.getByRole('button', { name: 'Next Question' }).click();
    await page.getByRole('dialog', { name: 'Skip this question?' }).getByRole('button', { name: 'Skip it' }).click();
    await expect(page.getByText(`Question ${n} of 6`)).toBeVisible();
  }
  await expect(page.getByTestId('question-text')).toHaveText(data.questions[5]!.text);
  await expect(page.getByText('Written by AI')).toBeVisible();
});
