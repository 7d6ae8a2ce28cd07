import { expect, type Page } from '@playwright/test';
import { mockStartResponseSchema } from '@rehearse/contract/mock-interview';
import { signUpVerified } from '../sign-up.ts';

/** A new user's one-question interview (tailored to `posting` when given), opened as a conversation; its session id. */
export async function startOneQuestionConversation(page: Page, name: string, posting?: string): Promise<string> {
  return startConversation(page, name, 1, posting);
}

/** A new user's interview of `count` questions, opened as a conversation; its session id. */
export async function startConversation(page: Page, name: string, count: number, posting?: string): Promise<string> {
  await signUpVerified(page, name);
  await page.goto('/mock-interview');
  await page.getByLabel('Number of questions').selectOption(String(count));
  if (posting) await page.getByLabel('Job description (optional)').fill(posting);
  const started = page.waitForResponse((r) => r.url().endsWith('/api/mock/start/') && r.status() === 200);
  await page.getByRole('button', { name: 'Start interview' }).click();
  const sessionId = mockStartResponseSchema.parse(await (await started).json()).session_id;
  await expect(page.getByText(`Question 1 of ${count}`)).toBeVisible();
  await page.getByRole('button', { name: 'Talk with the interviewer' }).click();
  await expect(page.getByRole('heading', { name: 'Interview conversation' })).toBeFocused();
  return sessionId;
}
