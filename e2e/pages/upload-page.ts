import type { Locator, Page } from '@playwright/test';

/** How the upload screen is told what the recording holds. */
export type RecordingSetup = 'one answer' | 'interview';

/** The upload screen, /upload, up to the analysis report it opens when the analysis is done. */
export class UploadPage {
  readonly fileInput: Locator;
  readonly startButton: Locator;
  /** The progress bar shown while the upload is analysed. */
  readonly progress: Locator;

  constructor(private readonly page: Page) {
    this.fileInput = page.locator('input[type=file]');
    this.startButton = page.getByRole('button', { name: 'Upload and Analyze' });
    this.progress = page.getByRole('progressbar', { name: /Analyzing/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/upload');
  }

  /** Chooses the file, said to be one answer (the screen's default) or an interview with an interviewer. */
  async choose(file: string, setup: RecordingSetup = 'one answer'): Promise<void> {
    if (setup === 'interview') await this.page.getByRole('radio', { name: /^An interview/ }).check();
    await this.fileInput.setInputFiles(file);
  }

  async start(): Promise<void> {
    await this.startButton.click();
  }

  /** Waits until the finished analysis's report has opened, and answers the analysis id from its address. */
  async reportOpened(timeoutMs = 240_000): Promise<string> {
    await this.page.waitForURL(/\/analysis\/[^/]+$/, { timeout: timeoutMs });
    return this.page.url().split('/').at(-1) ?? '';
  }

  /** Uploads `file` from the upload screen and waits for its report. */
  async uploadAndWait(file: string, setup: RecordingSetup = 'one answer', timeoutMs?: number): Promise<string> {
    await this.goto();
    await this.choose(file, setup);
    await this.start();
    return this.reportOpened(timeoutMs);
  }
}
