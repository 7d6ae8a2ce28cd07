import type { Speakers } from '@rehearse/contract/analysis-result';
import { speakerCorrectionResponseSchema, SPEAKERS_RESTORED, SPEAKERS_SEPARATED, SPEAKERS_SWAPPED } from '@rehearse/contract/speaker-correction';
import { SEPARATE_VOICES_LABEL } from './speakers-card-texts.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-kit/fake-api.ts';
import { renderScreen } from '../../../test-kit/render-screen.tsx';
import { SpeakersCard } from './speakers-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CORRECTIONS = '/api/analysis/sessions/s-1/speakers/';
const audio = {} as Speakers['all']['audio'];
const view = (voice: number, speech_seconds: number) => ({ voice, speech_seconds, audio, transcript: null, fillers: [], pauses: [] });

/** The interviewer (voice 0) and the user (voice 1), as the analysis chose. */
const twoVoices: Speakers = {
  method: 'test',
  candidate_voice: 1,
  candidate_basis: 'most_speech',
  first_choice: { voice: 1, basis: 'most_speech' },
  turns: [
    { start: 0, end: 3, voice: 0 },
    { start: 5, end: 11, voice: 1 },
  ],
  voices: [view(0, 3), view(1, 6)],
  all: { audio, transcript: null, fillers: [], pauses: [] },
};
const swapped: Speakers = { ...twoVoices, candidate_voice: 0, candidate_basis: 'user' };
const merged: Speakers = { ...twoVoices, candidate_voice: null, candidate_basis: 'user' };

/** Three voices; the analysis took voice 2. Voice 0's longest turn is 12–30 s, so its sample is 12–18 s. */
const threeVoices: Speakers = {
  ...twoVoices,
  candidate_voice: 2,
  candidate_basis: 'mouth_movement',
  first_choice: { voice: 2, basis: 'mouth_movement' },
  turns: [
    { start: 0, end: 2, voice: 0 },
    { start: 3, end: 8, voice: 1 },
    { start: 9, end: 11, voice: 2 },
    { start: 12, end: 30, voice: 0 },
    { start: 31, end: 40, voice: 2 },
  ],
  voices: [view(0, 20), view(1, 5), view(2, 11)],
};

function show(speakers: Speakers, onPlaySample = vi.fn(async () => true)) {
  renderScreen('/', [{ path: '/', element: <SpeakersCard sessionId="s-1" speakers={speakers} duration={40} onSeek={() => {}} onPlaySample={onPlaySample} /> }]);
  return { onPlaySample };
}

const notMe = () => screen.getByRole('button', { name: "That's not me" });
const answering = (message: string) => fakeApi({ [`POST ${CORRECTIONS}`]: { body: { status: 'success', message }, schema: speakerCorrectionResponseSchema } });

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

  it('"That\'s not me" with two voices takes the other voice, and once pressed a second click restores the first choice', async () => {
    const api = answering(SPEAKERS_SWAPPED);
    show(twoVoices);
    expect(notMe().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(notMe());
    await waitFor(() => expect(api.callsTo('POST', CORRECTIONS)).toHaveLength(1));
    expect(api.callsTo('POST', CORRECTIONS)[0]?.body).toEqual({ correction: 'swap' });

    // The page reads the corrected result again: the toggle is on, and says how to go back.
    cleanup();
    const undo = answering(SPEAKERS_RESTORED);
    show(swapped);
    expect(notMe().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/again to go back to the voice the analysis chose/)).toBeTruthy();
    fireEvent.click(notMe());
    await waitFor(() => expect(undo.callsTo('POST', CORRECTIONS)).toHaveLength(1));
    expect(undo.callsTo('POST', CORRECTIONS)[0]?.body).toEqual({ correction: 'restore' });
  });

  it('with three voices opens "Which voice is yours?", each voice with a sample to play, and sends the one picked', async () => {
    const api = answering('Voice 1 is now yours; the figures are recomputed.');
    const { onPlaySample } = show(threeVoices);
    expect(notMe().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(notMe());
    expect(notMe().getAttribute('aria-expanded')).toBe('true');
    expect(notMe().getAttribute('aria-pressed')).toBe('true');
    const picker = screen.getByRole('region', { name: 'Which voice is yours?' });
    expect(within(picker).getAllByRole('listitem')).toHaveLength(3);
    expect(within(picker).getByText('Counted as yours now')).toBeTruthy();
    expect(within(picker).queryByRole('button', { name: 'This is me: Voice 3' })).toBeNull();

    fireEvent.click(within(picker).getByRole('button', { name: 'Play Voice 1' }));
    expect(onPlaySample).toHaveBeenCalledWith({ start: 12, end: 18 });
    fireEvent.click(within(picker).getByRole('button', { name: 'Play Voice 2' }));
    expect(onPlaySample).toHaveBeenLastCalledWith({ start: 3, end: 8 });
    expect(api.callsTo('POST', CORRECTIONS)).toHaveLength(0);

    fireEvent.click(within(picker).getByRole('button', { name: 'This is me: Voice 1' }));
    await waitFor(() => expect(api.callsTo('POST', CORRECTIONS)).toHaveLength(1));
    expect(api.callsTo('POST', CORRECTIONS)[0]?.body).toEqual({ correction: 'choose', voice: 0 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Which voice is yours?' })).toBeNull());
  });

  it('with three voices a second click closes the list unchanged; after a pick it restores the first choice', async () => {
    const api = answering(SPEAKERS_RESTORED);
    show(threeVoices);
    fireEvent.click(notMe());
    fireEvent.click(notMe());
    expect(screen.queryByRole('region', { name: 'Which voice is yours?' })).toBeNull();
    expect(notMe().getAttribute('aria-pressed')).toBe('false');
    expect(api.callsTo('POST', CORRECTIONS)).toHaveLength(0);

    cleanup();
    show({ ...threeVoices, candidate_voice: 0, candidate_basis: 'user' });
    expect(notMe().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(notMe());
    await waitFor(() => expect(api.callsTo('POST', CORRECTIONS)).toHaveLength(1));
    expect(api.callsTo('POST', CORRECTIONS)[0]?.body).toEqual({ correction: 'restore' });
  });

  it('after "I was the only speaker" says one voice, drops the interviewer legend and offers the undo', async () => {
    const api = answering(SPEAKERS_SEPARATED);
    show(merged);
    expect(screen.getByText(/^One voice:/)).toBeTruthy();
    expect(screen.queryByText(/voices found|greyed/)).toBeNull();
    expect(screen.getByTestId('speaker-legend').textContent).toBe('You');
    expect(screen.queryByRole('button', { name: 'I was the only speaker' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: SEPARATE_VOICES_LABEL }));
    await waitFor(() => expect(api.callsTo('POST', CORRECTIONS)).toHaveLength(1));
    expect(api.callsTo('POST', CORRECTIONS)[0]?.body).toEqual({ correction: 'separate' });
  });
});
