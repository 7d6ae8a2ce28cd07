import { expect, type Page } from '@playwright/test';
import { signUpVerified } from './sign-up.ts';

/** The cue of decision 039: Human's face detector, loaded while recording, from our own server (the e2e has no internet). */
export const FACE_CUE = 'Your face is out of frame — move back into the picture.';

/** A new user on a one-question interview, recording its answer. */
export async function startRecording(page: Page, name: string) {
  await signUpVerified(page, name);
  await page.goto('/mock-interview');
  await page.getByLabel('Number of questions').selectOption('1');
  await page.getByRole('button', { name: 'Start interview' }).click();
  await expect(page.getByText('Question 1 of 1')).toBeVisible();
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
}
