import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { sampleAnalysisResult } from '../packages/contract/src/sample-analysis-result.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../apps/server/src/llm/fake-openai-server.ts';
// @ts-expect-error -- plain ESM helper shared with the launcher; it has no type declarations
import { e2eDataDir } from './e2e-environment.mjs';
import { latestMailTo, linkIn } from './outbox.ts';
import { startServerWithHostedModel, type ServerWithHostedModel } from './server-with-hosted-model.ts';

/**
 * The coach on a hosted model: a server of this spec's own (the suite's server runs without a model) pointed at an
 * OpenAI-compatible fake on loopback, which writes its reply from the prompt it receives, a word every 150 ms.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 57;
const baseURL = `http://localhost:${port}`;
const databaseFile = join(e2eDataDir as string, `coach-model-${process.pid}.sqlite`);
let fake: FakeOpenAiServer;
let server: ServerWithHostedModel | undefined;

test.use({ baseURL });

test.beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  fake.mode = 'trickle';
  // Names the analysis the prompt gives as the latest: the answer can only name it if the coach sent it.
  fake.respond = (request) => {
    const prompt = request.messages.map((m) => m.content).join('\n');
    const latest = /Analysis "([^"]+)"[^\n]*\(latest/.exec(prompt)?.[1] ?? 'no analysis';
    return `Your latest analysis, "${latest}", shows a clear structure. Say "I" for the steps you took yourself, and end with the number you achieved.`;
  };
  server = await startServerWithHostedModel({ port, databaseFile, llmBaseUrl: fake.baseUrl, llmModel: 'fake-coach' });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

test('the coach streams a hosted model answer that names the user s own analysis, says which engine answers, and can be stopped', async ({ page }) => {
  const email = `e2e-coach-model-${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'Rehearse1!', name: 'Grace Hopper', full_name: 'Grace Hopper' },
    headers: { origin: baseURL, 'x-forwarded-for': '198.51.100.201' },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto(linkIn(latestMailTo(email), 'verify-email'));
  await page.waitForURL(/\/dashboard/);
  const { user } = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };

  // A completed analysis of the user's, as the analysis job stores it.
  const db = new Database(databaseFile);
  const at = new Date().toISOString();
  db.prepare(
    `INSERT INTO analysis_sessions (session_id, user_id, video_upload_id, category, display_name, status, stage, progress, error, start_time, end_time, result, summary, report_files, created_at)
     VALUES (?, ?, NULL, 'video_upload', 'Team project answer', 'completed', 'done', 100, NULL, ?, ?, ?, NULL, NULL, ?)`,
  ).run(randomUUID(), user.id, at, at, JSON.stringify(sampleAnalysisResult({ overall_score: 68 })), at);
  db.close();

  await page.goto('/coach');
  const input = page.getByLabel('Ask the coach');
  await input.fill('How did my last interview go?');
  await input.press('Enter');
  const answer = page.getByTestId('coach-bot-message').last();
  // Part of the answer is on screen while the rest is still being written, with the engine named.
  await expect(answer).toContainText('Your latest analysis, "Team project answer"');
  await expect(answer).toContainText('AI · hosted model');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(answer).not.toContainText('the number you achieved');
  await expect(answer).toContainText('end with the number you achieved.', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);

  // Stopped from the keyboard half-way: what was written stays, marked stopped, and so it is stored.
  await input.fill('And what should I fix first?');
  await input.press('Enter');
  await expect(page.getByTestId('coach-bot-message').last()).toContainText('Your latest');
  await page.getByRole('button', { name: 'Stop' }).focus();
  await page.keyboard.press('Enter');
  const stopped = page.getByTestId('coach-bot-message').last();
  await expect(stopped).toContainText('Stopped.');
  await expect(stopped).not.toContainText('the number you achieved');
  await page.reload();
  await expect(page.getByTestId('coach-bot-message').last()).toContainText('Stopped.');
  await expect(page.getByTestId('coach-user-message')).toHaveText([/How did my last interview go\?/, /And what should I fix first\?/]);
  // The model was asked with the conversation so far.
  expect(fake.requests.at(-1)!.messages.map((m) => m.content).join('\n')).toContain('Earlier, the user asked: How did my last interview go?');
});
