import { expect, test } from '@playwright/test';
import { signUpVerified } from './sign-up.ts';

test('a new user asks a quick question on the coach page and a typed question in the widget; history survives a reload', async ({ page }) => {
  await signUpVerified(page, 'Ada Lovelace');

  await page.goto('/coach');
  await expect(page.getByRole('heading', { name: 'Your AI Interview Performance Coach' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await page.getByRole('button', { name: 'Can you analyze my recent interview performance?' }).click();
  const messages = page.getByTestId('coach-messages');
  await expect(messages.getByText("You don't have any completed analyses yet")).toBeVisible();
  await expect(messages.getByText('How to read your scores')).toBeVisible();
  await expect(messages.getByText('built-in coach').first()).toBeVisible();

  // Shift+Enter adds a line; Enter sends.
  const input = page.getByLabel('Ask the coach');
  await input.fill('How do I stop saying um');
  await input.press('Shift+Enter');
  await expect(input).toHaveValue('How do I stop saying um\n');
  await input.press('Enter');
  await expect(messages.getByTestId('coach-bot-message').last().getByText('Replace the filler with a pause')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open coach' }).click();
  const widget = page.getByRole('region', { name: 'Interview coach' });
  // The widget shows the same stored conversation.
  await expect(widget.getByText('Replace the filler with a pause')).toHaveCount(1);
  await widget.getByLabel('Ask the coach').fill('What questions should I ask the interviewer?');
  await widget.getByLabel('Ask the coach').press('Enter');
  await expect(widget.getByTestId('coach-bot-message').last().getByText('Questions to ask the interviewer')).toBeVisible();

  await page.reload();
  await page.goto('/coach');
  const userMessages = page.getByTestId('coach-user-message');
  await expect(userMessages).toHaveText([/Can you analyze my recent interview performance\?/, /How do I stop saying um/, /What questions should I ask the interviewer\?/]);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(userMessages).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your AI Interview Performance Coach' })).toBeVisible();
  await expect(userMessages).toHaveCount(0);
});
