import type { Speakers } from '@rehearse/contract/analysis-result';
import { SEPARATE_VOICES_LABEL, speakerCorrectionResponseSchema, SPEAKERS_SEPARATED } from '@rehearse/contract/speaker-correction';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-kit/fake-api.ts';
import { renderScreen } from '../../../test-kit/render-screen.tsx';
import { SpeakersCard } from './speakers-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const audio = {} as Speakers['all']['audio'];
const twoVoices: Speakers = {
  method: 'test',
  candidate_voice: 1,
  candidate_basis: 'most_speech',
  turns: [
    { start: 0, end: 3, voice: 0 },
    { start: 5, end: 11, voice: 1 },
  ],
  voices: [
    { voice: 0, speech_seconds: 3, audio, transcript: null, fillers: [], pauses: [] },
    { voice: 1, speech_seconds: 6, audio, transcript: null, fillers: [], pauses: [] },
  ],
  all: { audio, transcript: null, fillers: [], pauses: [] },
};
const merged: Speakers = { ...twoVoices, candidate_voice: null, candidate_basis: 'user' };

const show = (speakers: Speakers) => renderScreen('/', [{ path: '/', element: <SpeakersCard sessionId="s-1" speakers={speakers} duration={12} onSeek={() => {}} /> }]);

describe('SpeakersCard', () => {
  it('lists the turns as list items that hold their seek buttons (a button may not be a listitem)', () => {
    show(twoVoices);
    const list = screen.getByRole('list', { name: 'Speaker turns' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const item of items) expect(item.tagName).toBe('LI');
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Interviewer at 0:00' })).toBeTruthy();
    expect(screen.getByText(/2 voices found/)).toBeTruthy();
    expect(screen.getByTestId('speaker-legend').textContent).toBe('YouInterviewer');
  });

  it('after "I was the only speaker" says one voice, drops the interviewer legend and offers the undo', async () => {
    const api = fakeApi({ 'POST /api/analysis/sessions/s-1/speakers/': { body: { status: 'success', message: SPEAKERS_SEPARATED }, schema: speakerCorrectionResponseSchema } });
    show(merged);
    expect(screen.getByText(/^One voice:/)).toBeTruthy();
    expect(screen.queryByText(/voices found|greyed/)).toBeNull();
    expect(screen.getByTestId('speaker-legend').textContent).toBe('You');
    expect(screen.queryByRole('button', { name: 'I was the only speaker' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: SEPARATE_VOICES_LABEL }));
    await waitFor(() => expect(api.callsTo('POST', '/api/analysis/sessions/s-1/speakers/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/analysis/sessions/s-1/speakers/')[0]?.body).toEqual({ correction: 'separate' });
  });
});
