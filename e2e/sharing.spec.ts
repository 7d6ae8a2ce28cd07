import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { latestMailTo, linkIn } from './outbox.ts';
import { AnalysisReportPage } from './pages/analysis-report-page.ts';
import { signUpVerified } from './sign-up.ts';

const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function analysedUpload(page: Page, file: string, name: string): Promise<string> {
  const upload = await page.request.post('/api/analysis/upload/', { multipart: { video: { name, mimeType: 'video/mp4', buffer: readFileSync(file) } }, headers: { origin } });
  expect(upload.status(), await upload.text()).toBe(200);
  const { video_upload } = (await upload.json()) as { video_upload: { id: string } };
  const start = await page.request.post('/api/analysis/start/', { data: { video_upload_id: video_upload.id, analysis_types: ['video', 'audio', 'combined', 'llm'] }, headers: { origin } });
  const { session_id } = (await start.json()) as { session_id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/analysis/status/${session_id}/`)).json()) as { status: string }).status, { timeout: 240_000 })
    .toBe('completed');
  return session_id;
}

async function setProfileVisible(page: Page, visible: boolean): Promise<void> {
  const settings = { emailNotifications: { analysis: true, progress: true, marketing: false }, privacy: { profileVisible: visible, analysisPublic: false } };
  expect((await page.request.post('/api/auth/update-user', { data: { settings: JSON.stringify(settings) }, headers: { origin } })).ok()).toBe(true);
}

// The machine is shared and slow at times: waits are generous, nothing is timed.
const expect = baseExpect.configure({ timeout: 30_000 });

test('an owner shares an analysis with a coach by e-mail, the coach comments, the owner revokes (desktop and phone)', async ({ browser }) => {
  test.setTimeout(600_000);
  const fixtures = await ensureFixtures();
  const title = `shared-${Date.now()}.mp4`;
  const owner = await (await browser.newContext()).newPage();
  await signUpVerified(owner, 'Olive Owner');
  const analysisId = await analysedUpload(owner, fixtures.containers.mp4, title);

  // An interviewer by profile sees nothing: user_type grants no access.
  const nosy = await (await browser.newContext()).newPage();
  await signUpVerified(nosy, 'Nosy Interviewer');
  expect((await nosy.request.post('/api/auth/update-user', { data: { user_type: 'interviewer' }, headers: { origin } })).ok()).toBe(true);
  await nosy.goto('/admin-panel');
  await expect(nosy.getByText('Nothing has been shared with you yet')).toBeVisible();

  for (const round of [
    { width: 1366, coachName: 'Coach Desktop', recording: true, hidden: false, at: '0:02', seconds: 2, comment: 'you looked away while naming the result' },
    { width: 390, coachName: 'Coach Phone', recording: false, hidden: true, at: '0:03', seconds: 3, comment: 'slow down in the opening' },
  ]) {
    await owner.setViewportSize({ width: round.width, height: 900 });
    await setProfileVisible(owner, !round.hidden);
    const coach = await (await browser.newContext({ viewport: { width: round.width, height: 900 } })).newPage();
    const { email } = await signUpVerified(coach, round.coachName);

    // Invite from the analysis page.
    await new AnalysisReportPage(owner).goto(analysisId);
    const invite = owner.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('Their e-mail').fill(email);
    await invite.getByLabel('What they may see').selectOption('analysis');
    if (round.recording) await invite.getByLabel('Include the recording').check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText(`${email} · Invited`)).toBeVisible();

    // Accept from the mail.
    await coach.goto(linkIn(latestMailTo(email), '/shared/accept'));
    await coach.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(coach.getByText(/shares one interview analysis with you/)).toBeVisible();
    await coach.getByRole('link', { name: 'Open Shared with me' }).click();
    await expect(coach.getByRole('heading', { name: 'Shared with me' })).toBeVisible();
    const ownerShown = round.hidden ? 'O. O.' : 'Olive Owner';
    await expect(coach.getByRole('list', { name: 'Shared analyses' }).getByText(new RegExp(`^${ownerShown.replace(/\./g, '\\.')} ·`))).toBeVisible();
    if (round.hidden) await expect(coach.getByText('Olive Owner')).toHaveCount(0);
    await coach.getByRole('link', { name: title }).click();

    // View read only, the recording only where included; the timeline too.
    await expect(coach.getByRole('heading', { name: 'Transcript' })).toBeVisible();
    await expect(coach.getByText(`Shared by ${ownerShown}`)).toBeVisible();
    await expect(coach.locator('video')).toHaveCount(round.recording ? 1 : 0);
    await expect(coach.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expect(coach.getByTestId('timeline-chart')).toBeVisible();
    // Both lines drawn (a steady measure is a flat line, which has no height to be 'visible').
    await expect(coach.getByTestId('timeline-chart').locator('path.recharts-line-curve')).toHaveCount(2);

    // Comment with a time stamp.
    await coach.getByLabel('At (M:SS)').fill(round.at);
    await coach.getByRole('textbox', { name: 'Comment', exact: true }).fill(round.comment);
    await coach.getByRole('button', { name: 'Add comment' }).click();
    await expect(coach.getByRole('list', { name: 'Your comments' }).getByText(round.comment)).toBeVisible();
    await expect(coach.getByRole('group', { name: 'Comments on the timeline' }).getByRole('button', { name: `Comment at ${round.at} by ${round.coachName}` })).toBeVisible();

    // The owner sees it, and who has access.
    await owner.reload();
    const comments = owner.getByRole('list', { name: 'Comments from viewers' });
    await expect(comments.getByText(round.comment)).toBeVisible();
    await expect(comments.getByRole('button', { name: `Go to ${round.at}` })).toBeVisible();
    await expect(owner.getByText(`${round.coachName} · Has access`)).toBeVisible();

    // …and as a mark on the timeline: the keyboard opens it, and the recording jumps there.
    const mark = owner.getByRole('group', { name: 'Comments on the timeline' }).getByRole('button', { name: `Comment at ${round.at} by ${round.coachName}` });
    await expect.poll(() => owner.locator('video').first().evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(0);
    await mark.focus();
    await owner.keyboard.press('Enter');
    await expect(mark).toHaveAttribute('aria-expanded', 'true');
    const shown = owner.locator(`[id="${await mark.getAttribute('aria-controls')}"]`);
    await expect(shown).toHaveText(`${round.at} — ${round.comment} (${round.coachName})`);
    await expect.poll(() => owner.locator('video').first().evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(round.seconds);

    // Revoke: gone at once.
    await owner.getByRole('button', { name: `Revoke access for ${email}` }).click();
    await expect(owner.getByText(`${round.coachName} · Has access`)).toHaveCount(0);

    // The viewer's page, still open: the next thing it asks is refused, and it says so instead of asking again.
    const asked: string[] = [];
    coach.on('request', (request) => {
      if (request.url().includes(`/api/admin-panel/analyses/${analysisId}/`)) asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await coach.getByRole('textbox', { name: 'Comment', exact: true }).fill('one more thing');
    await coach.getByRole('button', { name: 'Add comment' }).click();
    await expect(coach.getByText('Access to this analysis was withdrawn by its owner')).toBeVisible();
    await expect(coach.getByRole('form', { name: 'Add a comment' })).toHaveCount(0);
    await expect(coach.locator('video')).toHaveCount(0);
    expect(asked).toEqual([`POST /api/admin-panel/analyses/${analysisId}/comments/`]);
    await coach.goto('/admin-panel');
    await expect(coach.getByText('Nothing has been shared with you yet')).toBeVisible();
    const afterRevoke = await coach.request.get(`/api/admin-panel/analyses/${analysisId}/`);
    expect(afterRevoke.status()).toBe(403);
    expect(await afterRevoke.text()).toContain('Access to this analysis was withdrawn by its owner');
    await coach.context().close();
  }
});

test('an owner shares a finished mock interview from its report; the coach finds it through the account menu', async ({ browser }) => {
  test.setTimeout(300_000);
  const owner = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signUpVerified(owner, 'Mia Mock');

  // A real mock interview through its API: every question skipped, then Finish makes the report.
  const start = await owner.request.post('/api/mock/start/', { data: {}, headers: { origin } });
  expect(start.status(), await start.text()).toBe(200);
  const { session_id: mockId, questions } = (await start.json()) as { session_id: string; questions: { key: string }[] };
  for (const question of questions) {
    const answer = await owner.request.post('/api/mock/answer/', { data: { session_id: mockId, question_key: question.key, skipped: true }, headers: { origin } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  const finish = await owner.request.post('/api/mock/finish/', { data: { session_id: mockId }, headers: { origin } });
  expect(finish.status(), await finish.text()).toBe(200);
  const { analysis_session_id: reportId } = (await finish.json()) as { analysis_session_id: string };
  await expect
    .poll(async () => ((await (await owner.request.get(`/api/analysis/status/${reportId}/`)).json()) as { status: string }).status)
    .toBe('completed');

  const coach = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  const { email } = await signUpVerified(coach, 'Coach Mock');

  // The report's Share panel shares the mock interview; its answers' recordings are not offered.
  await new AnalysisReportPage(owner).goto(reportId);
  await expect(owner.getByRole('heading', { name: 'Your answers' })).toBeVisible();
  const invite = owner.getByRole('form', { name: 'Invite someone' });
  await expect(invite.getByLabel('What they may see')).toHaveValue('mock_interview');
  await expect(invite.getByLabel('Include the recording')).toHaveCount(0);
  await invite.getByLabel('Their e-mail').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`${email} · Invited · This mock interview`)).toBeVisible();
  const shares = (await (await owner.request.get('/api/sharing/shares/')).json()) as { shares: { scope: string; target_id: string; analysis_id: string }[] };
  expect(shares.shares.map((s) => [s.scope, s.target_id, s.analysis_id])).toEqual([['mock_interview', mockId, reportId]]);

  // The coach accepts, then finds it again later from the account menu.
  await coach.goto(linkIn(latestMailTo(email), '/shared/accept'));
  await coach.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(coach.getByText(/shares one mock interview with you/)).toBeVisible();
  await coach.goto('/dashboard');
  await coach.getByRole('button', { name: /account menu/i }).click();
  await coach.getByRole('menuitem', { name: 'Shared with me' }).click();
  await expect(coach).toHaveURL(/\/admin-panel$/);
  const shared = coach.getByRole('list', { name: 'Shared analyses' });
  await expect(shared.getByText(/^Mia Mock ·/)).toBeVisible();
  await shared.getByRole('link').first().click();
  await expect(coach).toHaveURL(new RegExp(`/admin-panel/${reportId}$`));
  await expect(coach.getByText('Shared by Mia Mock')).toBeVisible();
  // Each question, read only (all skipped here); the answers' recordings stay the owner's.
  const answers = coach.getByRole('region', { name: 'Answers' });
  await expect(answers.getByRole('listitem')).toHaveCount(questions.length);
  await expect(answers.getByText('This question was skipped.')).toHaveCount(questions.length);
  await expect(coach.locator('video')).toHaveCount(0);
  expect((await coach.request.get(`/api/admin-panel/analyses/${reportId}/media/`)).status()).toBe(403);
});
