import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';

/** An analysis's report, /analysis/:id (an upload's, or a mock interview's question by question). */
export class AnalysisReportPage {
  /** The headline: the overall score, its band and its weighted parts. */
  readonly overallScore: Locator;
  readonly transcript: Locator;
  /** The "Your answer" card (one per answer in a mock interview's report). */
  readonly answerContent: Locator;

  constructor(private readonly page: Page) {
    this.overallScore = page.getByRole('region', { name: 'Overall Score' });
    this.transcript = page.getByLabel('Transcript');
    this.answerContent = page.getByTestId('answer-content-card');
  }

  async goto(analysisId: string): Promise<void> {
    await this.page.goto(`/analysis/${analysisId}`);
  }

  /** "Download Report": the JSON report file, parsed. */
  async downloadReport<T>(): Promise<T> {
    const download = await this.download(this.page.getByRole('button', { name: 'Download Report' }).first());
    return JSON.parse(await readFile((await download.path())!, 'utf8')) as T;
  }

  /** "Download PDF": the PDF the browser makes of the report. */
  async downloadPdf(): Promise<Download> {
    return this.download(this.page.getByRole('button', { name: 'Download PDF' }));
  }

  private async download(button: Locator): Promise<Download> {
    const downloaded = this.page.waitForEvent('download');
    await button.click();
    return downloaded;
  }
}
