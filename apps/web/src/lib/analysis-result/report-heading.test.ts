import type { AnalysisDetailResponse } from '@rehearse/contract/analysis-api';
import { afterEach, describe, expect, it } from 'vitest';
import { completedSession } from '../../test-kit/analysis-sessions.ts';
import { buildReportJson } from './report-json.ts';
import { reportBlocks } from './report-pdf.ts';
import { toResultView } from './result-view.ts';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { reportHeading } from './report-heading.ts';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const mockSession = completedSession('dfd3ab43-5d0e-4f43-9c7a-0f1e2d3c4b5a', 20, {}, { category: 'mock_interview', display_name: 'Behavioural practice', video_upload: null });
const mock: Pick<AnalysisDetailResponse, 'session' | 'unique_display_name'> = { session: mockSession, unique_display_name: 'Behavioural practice' };

describe('the heading of a downloaded report', () => {
  it('names a mock interview by its title and dates it when it was made, not by its id and the download time', () => {
    const heading = reportHeading(mock, null);
    expect(heading).toEqual({ name: 'Behavioural practice', at: new Date('2026-11-20T10:01:30.000Z') });
    const report = buildReportJson({ filename: heading.name, view: toResultView(sampleAnalysisResult()), now: heading.at });
    const when = new Date(report.timestamp).toLocaleString();
    expect(reportBlocks(report, undefined, when)[1]).toEqual({ kind: 'meta', text: `Behavioural practice · ${new Date('2026-11-20T10:01:30.000Z').toLocaleString()}` });
  });

  it("heads a mock interview's report with the time in its title in the user's time zone, as its page does, never the UTC the server stored", () => {
    const stored = 'Mock interview — Behavioral, 28 Nov 2026 04:53 UTC';
    const session = completedSession('mock-2', 28, {}, { category: 'mock_interview', display_name: stored, video_upload: null });
    process.env.TZ = 'Asia/Tokyo';
    const tokyo = reportHeading({ session, unique_display_name: stored }, null).name;
    expect(tokyo).not.toContain('UTC');
    expect(tokyo).toBe(`Mock interview — Behavioral, ${new Date('2026-11-28T04:53:00Z').toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })}`);
    process.env.TZ = 'America/New_York';
    expect(reportHeading({ session, unique_display_name: stored }, null).name).not.toBe(tokyo);
  });

  it('names an upload by its file name, and dates an analysis without an end by its start', () => {
    const upload = completedSession('s-2', 21, {}, { end_time: null });
    expect(reportHeading({ session: upload, unique_display_name: 's-2.mp4 (2)' }, 's-2.mp4')).toEqual({ name: 's-2.mp4', at: new Date('2026-11-21T10:00:00.000Z') });
  });
});
