import {
  analysisUrls,
  compareResponseSchema,
  userAnalysesResponseSchema,
  type AnalysisSession,
  type CompareResponse,
  type MetricComparison,
} from '@rehearse/contract/analysis-api';
import { apiErrorSchema } from '@rehearse/contract/api-error';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ComparePage } from './compare-page.tsx';
import { completedSession } from '../../test-kit/analysis-sessions.ts';
import { fakeApi, type FakeReply } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { stubResizeObserver } from '../../test-kit/resize-observer.ts';

beforeAll(stubResizeObserver);

const session = (id: string, name: string, score: number, day: number): AnalysisSession =>
  completedSession(
    id,
    day,
    { overall_score: score, component_scores: { overall_interview_score: score }, final: { overall_score: score } },
    { display_name: name, video_upload: { id: `u-${id}`, original_filename: name } },
  );
const first = session('a', 'first.mp4', 60.5, 20);
const second = session('b', 'second.mp4', 70.25, 21);
const LIST = `GET ${analysisUrls.userAnalyses()}`;
const COMPARE = `POST ${analysisUrls.compare()}`;

const metric = (first: number, last: number): MetricComparison => ({ scores: [first, last], first, last, improvement: last - first, best: last, average: (first + last) / 2 });
const contentParts = (structure: number, specifics: number | null) => ({ structure, specifics, ownership: 100, hedging: 80, repetition: 100, length: 90, relevance: null, vocabulary: 70 });
const compared = (s: AnalysisSession, overall: number, content: { score: number; parts: ReturnType<typeof contentParts> } | null = null) => ({
  session_id: s.session_id,
  display_name: s.display_name,
  original_filename: s.display_name,
  start_time: s.start_time,
  overall_score: overall,
  video_score: overall - 2,
  audio_score: overall + 2,
  eye_contact: 50,
  posture: 80,
  content_score: content?.score ?? null,
  content_parts: content?.parts ?? null,
  results: { combined: { timestamp: s.start_time, overall_interview_score: overall } },
});

/** The list holds a mock interview and the two uploads; compare answers `compareReply`. Answers the fake API. */
function serve(compareReply: FakeReply) {
  const mock: AnalysisSession = { ...session('m', 'Mock Interview · Teamwork', 75, 22), category: 'mock_interview', video_upload: null };
  return fakeApi({
    [LIST]: { body: { status: 'success', analyses: [mock, second, first], total: 3, next_cursor: null }, schema: userAnalysesResponseSchema },
    [COMPARE]: compareReply,
  });
}

const renderPage = () => renderScreen('/compare', [{ path: '/compare', element: <ComparePage /> }]);

describe('Compare screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for 2 selections, then compares and shows summary, deltas, trend sentence and action plan', async () => {
    const full: CompareResponse = {
      status: 'success',
      score_comparison: {
        overall: metric(60.5, 70.25),
        video: metric(58.5, 68.25),
        audio: metric(62.5, 72.25),
        eye_contact: metric(50, 50),
        posture: metric(80, 80),
        content: metric(55, 48.5),
      },
      ai_insights: { summary: 'You improved mostly in delivery.' },
      enhanced_features: { personalized_exercises: { keep_doing: ['Steady pace'], improve_next: ['More eye contact'] } },
      // In tick order: the later one first.
      analyses: [compared(second, 70.25, { score: 48.5, parts: contentParts(40, 30) }), compared(first, 60.5, { score: 55, parts: contentParts(20, null) })],
    };
    const api = serve({ body: full, schema: compareResponseSchema });
    renderPage();
    expect(await screen.findByText('first.mp4')).toBeTruthy();
    expect(screen.getByText('60.5%')).toBeTruthy();
    // A mock interview is listed by its title, not 'Analysis <id>'.
    expect(screen.getByText('Mock Interview · Teamwork')).toBeTruthy();
    expect(screen.getByText('Please select at least 2 analyses to compare')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/second\.mp4/));
    expect(screen.queryByRole('button', { name: 'Compare Now' })).toBeNull();
    fireEvent.click(screen.getByLabelText(/first\.mp4/));
    fireEvent.click(screen.getByRole('button', { name: 'Compare Now' }));

    expect(await screen.findByText('You improved mostly in delivery.')).toBeTruthy();
    expect(api.callsTo('POST', analysisUrls.compare()).map((c) => c.body)).toEqual([{ analysis_ids: ['b', 'a'] }]);
    expect(screen.getByText('Summary of comparison')).toBeTruthy();
    expect(screen.getByText('Your overall score improved by 9.8 points from your first to your latest analysis.')).toBeTruthy();
    // Ticked later-first, the side-by-side still reads earlier → later (60.5 → 70.25), up and green like the sentence.
    const overallRow = screen.getByRole('rowheader', { name: 'Overall' }).closest('tr');
    expect([...(overallRow?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual(['60.5%', '70.3%', '+9.8 points']);
    expect(overallRow?.querySelector('[data-testid="side-by-side-change"]')?.className).toContain('text-green');
    expect(overallRow?.querySelector('[aria-label="better"]')).toBeTruthy();
    // Posture is a share of frames: a whole percent; unchanged, so it says 'no change' (never an empty cell).
    const postureRow = screen.getByRole('rowheader', { name: 'Posture' }).closest('tr');
    expect([...(postureRow?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual(['80%', '80%', 'no change']);
    // Answer content beside video and audio: 55 → 48.5 is worse, down and red.
    const contentRow = screen.getByRole('rowheader', { name: 'Answer Content' }).closest('tr');
    expect([...(contentRow?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual(['55.0%', '48.5%', '−6.5 points']);
    expect(contentRow?.querySelector('[data-testid="side-by-side-change"]')?.className).toContain('text-red');
    expect(contentRow?.querySelector('[aria-label="worse"]')).toBeTruthy();
    // Its parts over time, earlier → later; a part not judged says so instead of 0.
    const overTime = within(screen.getByTestId('content-over-time'));
    expect(overTime.getByText('Answer Content Over Time')).toBeTruthy();
    const structureRow = overTime.getByRole('rowheader', { name: 'Structure (STAR)' }).closest('tr');
    expect([...(structureRow?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual(['20.0%', '40.0%', '+20.0 points']);
    expect(structureRow?.querySelector('[data-testid="content-change"]')?.className).toContain('text-green');
    const specificsRow = overTime.getByRole('rowheader', { name: 'Specifics' }).closest('tr');
    expect([...(specificsRow?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual(['Not judged', '30.0%', '—']);
    // Both tables scroll sideways in a named region a keyboard can reach (axe scrollable-region-focusable at 390 px).
    for (const name of ['Side-by-side scores, earlier and later', 'Answer content over time']) {
      const region = screen.getByRole('region', { name });
      expect(region.tabIndex).toBe(0);
      expect(region.querySelector('table')).not.toBeNull();
    }
    expect(screen.getByText('Keep Doing')).toBeTruthy();
    expect(screen.getByText('More eye contact')).toBeTruthy();

    // Changing the selection clears the result.
    fireEvent.click(screen.getByLabelText(/first\.mp4/));
    expect(screen.queryByText('You improved mostly in delivery.')).toBeNull();
  });

  it('shows "Not judged" for analyses whose content was never judged, never 0', async () => {
    const older: CompareResponse = {
      status: 'success',
      score_comparison: {
        overall: metric(60.5, 70.25),
        video: metric(58.5, 68.25),
        audio: metric(62.5, 72.25),
        eye_contact: metric(50, 50),
        posture: metric(80, 80),
        content: { scores: [null, null], first: null, last: null, improvement: null, best: null, average: null },
      },
      ai_insights: { summary: 'Older analyses.' },
      enhanced_features: { personalized_exercises: { keep_doing: [], improve_next: [] } },
      analyses: [compared(first, 60.5), compared(second, 70.25)],
    };
    serve({ body: older, schema: compareResponseSchema });
    renderPage();
    fireEvent.click(await screen.findByLabelText(/first\.mp4/));
    fireEvent.click(screen.getByLabelText(/second\.mp4/));
    fireEvent.click(screen.getByRole('button', { name: 'Compare Now' }));
    expect(await screen.findByText('Older analyses.')).toBeTruthy();
    const contentRow = screen.getByRole('rowheader', { name: 'Answer Content' }).closest('tr');
    expect([...(contentRow?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual(['Not judged', 'Not judged', '—']);
    const overTime = within(screen.getByTestId('content-over-time'));
    expect(overTime.getByText(/None of these analyses had its answer content judged/)).toBeTruthy();
    expect(overTime.queryByText(/^0(\.0)?%$/)).toBeNull();
    // No change can be computed: every change cell says '—', none is empty.
    expect(overTime.getAllByTestId('content-change').map((c) => c.textContent)).toEqual(Array(9).fill('—'));
    // 'Not judged' in a colour that passes AA on white (slate-400 was 2.63:1); slate-600 is 7.6:1.
    const notMeasured = overTime.getAllByText('Not judged');
    expect(notMeasured.length).toBe(18);
    expect(notMeasured.every((td) => td.className.includes('text-slate-600') && !td.className.includes('text-slate-400'))).toBe(true);
  });

  it('with three analyses, shows the earliest → the latest everywhere, and does not call a video-only overall an improvement', async () => {
    const mid = session('c', 'answer-later.mp4', 66.6, 22);
    const fullParts = { ...compared(first, 68.7, { score: 25, parts: contentParts(20, 30) }), video_score: 60, audio_score: 80 };
    const videoOnly = { ...compared(second, 86.9), start_time: '2026-11-23T10:00:00.000Z', video_score: 86.9, audio_score: null };
    const three: CompareResponse = {
      status: 'success',
      score_comparison: {
        // As the server answers overalls of different parts: no change computed.
        overall: { ...metric(68.7, 86.9), improvement: null },
        video: metric(60, 86.9),
        audio: { scores: [80, null, 66], first: 80, last: 66, improvement: -14, best: 80, average: 73 },
        eye_contact: metric(50, 50),
        posture: metric(80, 80),
        content: metric(25, 20),
      },
      ai_insights: { summary: 'Server summary.' },
      enhanced_features: { personalized_exercises: { keep_doing: [], improve_next: [] } },
      // Tick order: the middle one first, as in the walk (the table showed the 2nd → the latest).
      analyses: [{ ...compared(mid, 66.6, { score: 20, parts: contentParts(10, 10) }), audio_score: 66 }, videoOnly, fullParts],
    };
    const list: AnalysisSession[] = [second, mid, first];
    fakeApi({
      [LIST]: { body: { status: 'success', analyses: list, total: 3, next_cursor: null }, schema: userAnalysesResponseSchema },
      [COMPARE]: { body: three, schema: compareResponseSchema },
    });
    renderPage();
    fireEvent.click(await screen.findByLabelText(/answer-later\.mp4/));
    fireEvent.click(screen.getByLabelText(/second\.mp4/));
    fireEvent.click(screen.getByLabelText(/first\.mp4/));
    fireEvent.click(screen.getByRole('button', { name: 'Compare Now' }));
    expect(await screen.findByText('Server summary.')).toBeTruthy();

    const sideBySide = within(screen.getByTestId('side-by-side'));
    expect(sideBySide.getByText(/Earliest → latest of the 3 analyses/)).toBeTruthy();
    expect(sideBySide.getByText('first.mp4 → second.mp4')).toBeTruthy();
    const overallRow = sideBySide.getByRole('rowheader', { name: 'Overall' }).closest('tr');
    expect([...(overallRow?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual(['68.7%', '86.9%', 'not computed: made of different parts']);
    expect(overallRow?.querySelector('[aria-label="better"]')).toBeNull();
    expect(sideBySide.getByTestId('overall-unlike').textContent).toMatch(/earliest: video, audio and answer content; latest: video only/);
    // The trend sentence gives the two scores and the same note, not 'improved by'.
    expect(screen.queryByText(/Your overall score improved/)).toBeNull();
    expect(screen.getByText(/^Your first \(68\.7%\) and latest \(86\.9%\) overall scores are not compared\. These two overall scores are made of different parts/)).toBeTruthy();
    expect(screen.getAllByText(/Earliest → latest of the 3 analyses/)).toHaveLength(2);
    // Column names whole, not cut to 'answer-late…'.
    const overTime = within(screen.getByTestId('content-over-time'));
    expect(overTime.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Part', 'first.mp4', 'answer-later.mp4', 'second.mp4', 'Change']);
  });

  it('names a delivery-only overall on its card, and a complete one plainly', async () => {
    const content = { status: 'judged' as const, note: null, engine: 'test', score: 40, parts: { ...contentParts(40, 40), relevance: null }, findings: [], structure: null };
    const judged = completedSession('j', 20, { overall_score: 51.8, content }, { display_name: 'hedged.mp4', video_upload: { id: 'u-j', original_filename: 'hedged.mp4' } });
    fakeApi({
      [LIST]: { body: { status: 'success', analyses: [second, judged], total: 2, next_cursor: null }, schema: userAnalysesResponseSchema },
    });
    renderPage();
    const deliveryOnly = (await screen.findByLabelText(/second\.mp4/)).closest('label') as HTMLElement;
    expect(within(deliveryOnly).getByTestId('candidate-incomplete').textContent).toBe('Delivery only');
    const complete = screen.getByLabelText(/hedged\.mp4/).closest('label') as HTMLElement;
    expect(within(complete).queryByTestId('candidate-incomplete')).toBeNull();
  });

  it('shows the error text for each failed response', async () => {
    // Not what the contract allows: the page must say the answer is unreadable.
    serve({ body: { status: 'success' } });
    renderPage();
    fireEvent.click(await screen.findByLabelText(/first\.mp4/));
    fireEvent.click(screen.getByLabelText(/second\.mp4/));
    fireEvent.click(screen.getByRole('button', { name: 'Compare Now' }));
    expect(await screen.findByText('Invalid comparison response format')).toBeTruthy();
    cleanup();

    serve({ status: 404, body: { status: 'error', message: 'Analysis not found' }, schema: apiErrorSchema });
    renderPage();
    fireEvent.click(await screen.findByLabelText(/first\.mp4/));
    fireEvent.click(screen.getByLabelText(/second\.mp4/));
    fireEvent.click(screen.getByRole('button', { name: 'Compare Now' }));
    expect(await screen.findByText('Analysis not found')).toBeTruthy();
  });

  it('picks from a searchable list read a page at a time, never the whole list', async () => {
    const many = Array.from({ length: 30 }, (_, i) => session(`s${i}`, `take-${i}.mp4`, 50 + i, 10 + (i % 9)));
    const running: AnalysisSession = { ...session('run', 'running.mp4', 0, 20), status: 'processing', combined_result: null };
    const asked: URLSearchParams[] = [];
    fakeApi({
      [LIST]: ({ search }) => {
        const params = new URLSearchParams(search);
        asked.push(params);
        const q = params.get('q');
        const cursor = params.get('cursor');
        const pages = [[running, ...many.slice(0, 23)], many.slice(23)];
        const body = q
          ? { status: 'success', analyses: many.filter((m) => m.display_name.includes(q)), total: 1, next_cursor: null }
          : { status: 'success', analyses: cursor ? pages[1] : pages[0], total: 31, next_cursor: cursor ? null : 'page-2' };
        return { body, schema: userAnalysesResponseSchema };
      },
    });
    renderPage();
    expect(await screen.findByText('take-0.mp4')).toBeTruthy();
    expect(asked.every((params) => params.get('limit') === '24')).toBe(true);
    expect((screen.getByLabelText(/running\.mp4/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByText('take-29.mp4')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('take-29.mp4')).toBeTruthy();
    expect(asked.at(-1)?.get('cursor')).toBe('page-2');

    // Twenty ticks fill the selection: the rest cannot be ticked, a ticked one can be let go.
    for (let i = 0; i < 20; i++) fireEvent.click(screen.getByLabelText(new RegExp(`take-${i}\\.mp4`)));
    expect(screen.getByText('20 of at most 20 selected')).toBeTruthy();
    expect((screen.getByLabelText(/take-25\.mp4/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/take-3\.mp4/));
    expect(screen.getByText('19 of at most 20 selected')).toBeTruthy();

    // A search asks the server (q), and the selection made before it stays.
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'take-27' } });
    expect(await screen.findByText('take-27.mp4')).toBeTruthy();
    expect(asked.at(-1)?.get('q')).toBe('take-27');
    expect(screen.queryByText('take-0.mp4')).toBeNull();
    expect(screen.getByText('19 of at most 20 selected')).toBeTruthy();
  });
});
