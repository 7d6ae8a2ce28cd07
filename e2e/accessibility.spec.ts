import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { checkAtEveryWidth, expectNoAxeViolations, expectNoSidewaysScroll, WIDTHS } from './axe.ts';
import { watchCspConsole } from './csp-console.ts';
import { fakeCaptureLaunchOptions } from './fake-capture.ts';
import { latestMailTo, linkIn } from './outbox.ts';
import { AnalysisReportPage } from './pages/analysis-report-page.ts';
import { UploadPage } from './pages/upload-page.ts';
import { runServerCommand } from './run-server-command.ts';
import { signUpVerified } from './sign-up.ts';

// axe-core on every screen at 1366 px and 390 px: no violations and nothing wider than the window, so that it stays
// that way. One signed-up user with two uploads and one mock interview walks every user screen.

// The fixtures must exist before the browser starts with them as its camera and microphone (the mock interview).
const fixtures = await ensureFixtures();
test.use({ launchOptions: fakeCaptureLaunchOptions() });
test.setTimeout(900_000);

const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
// Analyses wait behind the other specs' on a busy machine.
const ANALYSIS_WAIT = 480_000;

const visible = (locator: Locator, timeout = 30_000) => async () => {
  await expect(locator).toBeVisible({ timeout });
};
const heading = (page: Page, name: string | RegExp) => visible(page.getByRole('heading', { name }).first());

test('signed-out screens: landing, sign-in, forgotten password, sign-up, password reset, staff sign-in, help, not found', async ({ page, browser }) => {
  const cspReports = watchCspConsole(page);
  const screens: [string, string, string | RegExp][] = [
    ['landing', '/', /./],
    ['sign-in', '/login', 'Welcome back'],
    ['sign-up', '/register', 'Create your account'],
    ['password reset without a link', '/reset-password', 'Reset your password'],
    ['staff sign-in', '/admin-login', /admin/i],
    ['Whisper help', '/help/whisper', /whisper/i],
    ['not found', '/no-such-page', 'Page not found'],
  ];
  for (const [what, path, name] of screens) {
    await page.goto(path);
    await checkAtEveryWidth(page, what, heading(page, name));
  }

  // Sign-up with an acceptable password typed: the rule feedback says so.
  await page.setViewportSize(WIDTHS[0]);
  await page.goto('/register');
  await page.getByLabel('Password', { exact: true }).fill('Rehearse1!');
  await checkAtEveryWidth(page, 'sign-up, password accepted', visible(page.getByTestId('password-feedback')));

  // The mobile menu, open.
  await page.goto('/');
  await page.setViewportSize(WIDTHS[1]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await expectNoAxeViolations(page, 'landing with the mobile menu open');

  // Forgotten password: the dialog, its confirmation, and the page the mailed link opens.
  const account = await browser.newContext();
  const { email } = await signUpVerified(await account.newPage(), 'Forgetful Fran');
  await account.close();
  await page.setViewportSize(WIDTHS[0]);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await checkAtEveryWidth(page, 'forgotten-password dialog', visible(dialog.getByLabel('Email')));
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await checkAtEveryWidth(page, 'forgotten-password dialog, link sent', visible(dialog.getByText('Check your inbox')));
  let resetLink = '';
  await expect
    .poll(() => {
      try {
        resetLink = linkIn(latestMailTo(email), 'reset-password');
        return true;
      } catch {
        return false;
      }
    })
    .toBe(true);
  await page.goto(resetLink);
  await checkAtEveryWidth(page, 'choose a new password', heading(page, 'Choose a new password'));
  expect(cspReports(), 'Content-Security-Policy messages in the console').toEqual([]);
});

test('a user’s screens: dashboard, upload and its progress, analysis detail, analyses, compare, coach, mock interview and its report, profile, shared with me', async ({ page, browser }) => {
  test.slow();
  const cspReports = watchCspConsole(page);
  await signUpVerified(page, 'Axe Tester');
  await checkAtEveryWidth(page, 'empty dashboard', heading(page, /welcome/i));
  await page.getByRole('button', { name: 'Open coach' }).click();
  const coach = page.getByRole('region', { name: 'Interview coach' });
  await checkAtEveryWidth(page, 'coach widget', visible(coach));
  await coach.getByRole('button', { name: 'Close coach' }).click();
  await page.setViewportSize(WIDTHS[1]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard with the mobile menu open');

  // Two uploads (one with speech and a face, one without); the progress screen is checked at one width each, as it
  // does not wait.
  const upload = new UploadPage(page);
  const report = new AnalysisReportPage(page);
  for (const [file, size] of [[fixtures.talkingHead.path, WIDTHS[0]], [fixtures.containers.mp4, WIDTHS[1]]] as const) {
    await page.setViewportSize(WIDTHS[0]);
    await upload.goto();
    await checkAtEveryWidth(page, 'upload', async () => expect(upload.fileInput).toHaveCount(1));
    await page.setViewportSize(size);
    await upload.choose(file);
    await expectNoAxeViolations(page, 'upload with a file chosen');
    await upload.start();
    await expect(upload.progress).toBeVisible({ timeout: 60_000 });
    await expectNoAxeViolations(page, 'analysis progress');
    await expectNoSidewaysScroll(page, 'analysis progress');
    await upload.reportOpened(ANALYSIS_WAIT);
    await checkAtEveryWidth(page, `analysis detail of ${basename(file)}`, visible(report.transcript));
  }
  const detailUrl = page.url();

  await page.goto('/dashboard');
  await checkAtEveryWidth(page, 'dashboard', visible(page.getByText('Recent Analyses')));
  await page.goto('/analyses');
  await checkAtEveryWidth(page, 'analyses list', visible(page.getByText(/Showing 2 of 2/)));

  await page.setViewportSize(WIDTHS[0]);
  await page.goto('/compare');
  const choices = page.getByRole('checkbox');
  await checkAtEveryWidth(page, 'compare (choosing)', async () => expect(choices).toHaveCount(2, { timeout: 30_000 }));
  await choices.nth(0).check();
  await choices.nth(1).check();
  await page.getByRole('button', { name: 'Compare Now' }).click();
  await checkAtEveryWidth(page, 'compare (results)', visible(page.getByText('Trend Analysis')));

  await page.goto('/coach');
  await page.getByRole('button', { name: 'Can you analyze my recent interview performance?' }).click();
  await checkAtEveryWidth(page, 'coach', visible(page.getByTestId('coach-bot-message').first()));

  // Mock interview: the device check, a question being answered, the completion screen, the report.
  await page.setViewportSize(WIDTHS[0]);
  await page.goto('/mock-interview');
  await checkAtEveryWidth(page, 'mock interview device check', heading(page, 'Check your camera and microphone'));
  await page.getByRole('button', { name: 'Start interview' }).click();
  await checkAtEveryWidth(page, 'mock interview question', visible(page.getByText('Question 1 of 10')));
  await page.setViewportSize(WIDTHS[0]);
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('timer')).toHaveAccessibleName(/Elapsed 00:0[4-9]/, { timeout: 30_000 });
  await expectNoAxeViolations(page, 'mock interview, recording');
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByText('Recording saved successfully!')).toBeVisible({ timeout: 60_000 });
  // Finish early: the dialog that asks first, then the questions not reached are 'not asked'.
  await page.getByRole('button', { name: 'Finish now' }).click();
  const finishDialog = page.getByRole('dialog', { name: 'Finish the interview now?' });
  await checkAtEveryWidth(page, 'mock interview finish dialog', visible(finishDialog));
  await finishDialog.getByRole('button', { name: 'Finish now' }).click();
  await checkAtEveryWidth(page, 'mock interview completion', heading(page, 'Mock Interview Complete!'));
  await page.getByRole('link', { name: 'Open the report' }).click({ timeout: ANALYSIS_WAIT });
  await checkAtEveryWidth(page, 'mock interview report', heading(page, /^Mock interview — /));

  await page.goto('/profile');
  for (const tab of ['Profile', 'Settings', 'Security']) {
    await page.setViewportSize(WIDTHS[0]);
    await page.getByRole('tab', { name: tab }).click();
    await checkAtEveryWidth(page, `profile, ${tab} tab`, visible(page.getByRole('tabpanel')));
  }

  // Shared with me: a coach reads this analysis once its owner has shared it with them by name (decision 022).
  const interviewer = await (await browser.newContext()).newPage();
  const { email: viewerEmail } = await signUpVerified(interviewer, 'Interviewer Ivy');
  const invite = { email: viewerEmail, scope: 'all', include_recording: false };
  expect((await page.request.post('/api/sharing/shares/', { data: invite, headers: { origin } })).ok()).toBe(true);
  await interviewer.goto(linkIn(latestMailTo(viewerEmail), '/shared/accept'));
  await interviewer.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(interviewer.getByRole('link', { name: 'Open Shared with me' })).toBeVisible();
  await interviewer.goto('/admin-panel');
  const shared = interviewer.getByRole('list', { name: 'Shared analyses' }).getByRole('link');
  await checkAtEveryWidth(interviewer, 'shared with me', visible(shared.first()));
  await interviewer.goto(`/admin-panel/${detailUrl.split('/').pop() ?? ''}`);
  await checkAtEveryWidth(interviewer, 'a shared analysis', heading(interviewer, 'Transcript'));
  await interviewer.context().close();
  expect(cspReports(), 'Content-Security-Policy messages in the console').toEqual([]);
});

async function signInStaff(page: Page, superuser: boolean): Promise<void> {
  const username = `axe${superuser ? 'super' : 'staff'}${Date.now()}`;
  runServerCommand('admin:create', ['--username', username, '--email', `${username}@example.com`, '--password', 'Staff-pass1!', ...(superuser ? ['--superuser'] : [])]);
  await page.goto('/admin-login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Staff-pass1!');
  await page.getByRole('button', { name: 'Sign in to Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard/, { timeout: 30_000 });
}

test('staff screens: the staff dashboard and every tab of the admin site, as superuser and read-only', async ({ page, browser }) => {
  // A member with an analysis, so that the users and analyses tables have rows to show.
  const member = await (await browser.newContext()).newPage();
  await signUpVerified(member, 'Listed Member');
  const upload = await member.request.post('/api/analysis/upload/', {
    multipart: { video: { name: basename(fixtures.containers.mp4), mimeType: 'video/mp4', buffer: readFileSync(fixtures.containers.mp4) } },
    headers: { origin },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { video_upload } = (await upload.json()) as { video_upload: { id: string } };
  const start = await member.request.post('/api/analysis/start/', { data: { video_upload_id: video_upload.id, analysis_types: ['video', 'audio', 'combined', 'llm'] }, headers: { origin } });
  expect(start.status(), await start.text()).toBe(200);
  await member.context().close();

  await signInStaff(page, true);
  await checkAtEveryWidth(page, 'staff dashboard', heading(page, /./));
  await page.setViewportSize(WIDTHS[0]);
  await page.goto('/admin');
  await checkAtEveryWidth(page, 'admin dashboard tab', visible(page.getByText('Average score')));
  for (const [tab, ready] of [
    ['Users', page.getByRole('table').first()],
    ['Analyses', page.getByRole('region', { name: 'Analyses' }).getByRole('table')],
    ['Settings', page.getByLabel('Max video size (MB)')],
  ] as const) {
    await page.setViewportSize(WIDTHS[0]);
    await page.getByRole('tab', { name: tab }).click();
    await checkAtEveryWidth(page, `admin ${tab} tab`, visible(ready));
  }
  // The users table scrolls inside its box at 390 px (checked above) and keeps every column.
  await page.getByRole('tab', { name: 'Users' }).click();
  for (const column of ['Role', 'Credits', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column }).first()).toBeAttached();
  }

  // Read-only staff: the same tables without actions.
  const readOnly = await (await browser.newContext()).newPage();
  await signInStaff(readOnly, false);
  await readOnly.goto('/admin');
  await readOnly.getByRole('tab', { name: 'Users' }).click();
  await checkAtEveryWidth(readOnly, 'admin Users tab, read-only', visible(readOnly.getByRole('table').first()));
  await readOnly.context().close();
});
