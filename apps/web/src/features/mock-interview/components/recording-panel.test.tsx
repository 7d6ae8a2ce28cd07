import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FaceState } from '../use-face-out-of-frame.ts';
import type { MediaDevicesState } from '../use-media-devices.ts';
import { RecordingPanel } from './recording-panel.tsx';

const devices = (patch: Partial<MediaDevicesState>): MediaDevicesState => ({ stream: null, ready: false, error: null, level: 0, peak: 0, silentSeconds: 0, open: async () => null, release: () => {}, ...patch });

const noFaceCheck: FaceState = { outOfFrame: false, check: 'unknown' };

function show(recording: boolean, seconds: number, silentSeconds: number, level = 0, face = noFaceCheck) {
  render(
    <RecordingPanel devices={devices({ silentSeconds, level })} face={face} recording={recording} seconds={seconds} saving={false} answer={undefined} retakesLeft={null} canRetry={false} onStart={() => {}} onStop={() => {}} onRetry={() => {}} />,
  );
}

afterEach(cleanup);

describe('RecordingPanel cues', () => {
  it('says "Still recording" only after 20 s of silence while recording', () => {
    show(true, 25, 21);
    expect(screen.getByText(/^Still recording/)).toBeTruthy();
  });

  it('stays quiet in a shorter silence, before 20 s of recording, and when not recording', () => {
    show(true, 25, 19);
    expect(screen.queryByText(/^Still recording/)).toBeNull();
    cleanup();
    // Silence from before Start Recording does not count.
    show(true, 12, 40);
    expect(screen.queryByText(/^Still recording/)).toBeNull();
    cleanup();
    show(false, 0, 40);
    expect(screen.queryByText(/^Still recording/)).toBeNull();
  });

  it('never shows a score while recording: only the level', () => {
    show(true, 5, 0, 0.9);
    expect(screen.getByText('Good Level')).toBeTruthy();
    expect(screen.queryByText(/score|%/i)).toBeNull();
  });

  it('says "your face is out of frame" when the face check says so, before "Still recording"', () => {
    show(true, 25, 21, 0, { outOfFrame: true, check: 'no-face' });
    expect(screen.getByText('Your face is out of frame — move back into the picture.')).toBeTruthy();
    expect(screen.queryByText(/^Still recording/)).toBeNull();
    expect(document.querySelector('[data-face-check="no-face"]')).not.toBeNull();
  });

  it('shows no face cue when not recording, nor while the check has found a face', () => {
    show(false, 0, 0, 0, { outOfFrame: true, check: 'no-face' });
    expect(screen.queryByText(/^Your face is out of frame/)).toBeNull();
    cleanup();
    show(true, 5, 0, 0, { outOfFrame: false, check: 'face' });
    expect(screen.queryByText(/^Your face is out of frame/)).toBeNull();
  });

  it("names the question's target time on the clock beside the 1:30 limit, the same as its 'Target' chip", () => {
    render(
      <RecordingPanel devices={devices({})} face={noFaceCheck} recording={false} seconds={7} targetSeconds={60} saving={false} answer={undefined} retakesLeft={null} canRetry={false} onStart={() => {}} onStop={() => {}} onRetry={() => {}} />,
    );
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Elapsed 00:07 of 01:30, target 01:00');
    expect(screen.getByText('target 01:00')).toBeTruthy();
    expect(screen.getByText('/ 01:30 limit')).toBeTruthy();
  });
});
