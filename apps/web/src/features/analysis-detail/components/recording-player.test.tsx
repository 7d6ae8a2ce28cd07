import type { Filler, TranscriptWord } from '@rehearse/contract/analysis-result';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordingPlayer } from './recording-player.tsx';

afterEach(cleanup);

const words: TranscriptWord[] = ['so', 'you', 'know', 'it', 'was', 'sort', 'of', 'um', 'hard', 'I', 'mean'].map((word, i) => ({ word, start: i, end: i + 0.5, confidence: null }));
const fillers: Filler[] = [
  { word: 'you know', start: 1, end: 2.5, method: 'transcript' },
  { word: 'um', start: 7, end: 7.5, method: 'transcript' },
  { word: 'I mean', start: 9, end: 10.5, method: 'transcript' },
  { word: 'filled pause', start: 12, end: 12.6, method: 'acoustic' },
];

function renderPlayer(onSeek = vi.fn()) {
  render(<RecordingPlayer mediaUrl="/m" videoRef={createRef()} transcript={{ text: words.map((w) => w.word).join(' '), words }} fillers={fillers} onSeek={onSeek} />);
  return onSeek;
}

describe('RecordingPlayer', () => {
  it('draws one button per counted filler, a phrase as one, and its sentence gives the same total as the Filler Words tile', () => {
    const onSeek = renderPlayer();
    const marks = screen.getAllByTitle(/^Filler word at/);
    expect(marks.map((b) => b.textContent)).toEqual(['you know', 'um', 'I mean']);
    expect(screen.getByText(/^4 filler words: 3 highlighted in the transcript, 1 held "uh"\/"um" sound heard in the audio/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /filled pause at/ })).toHaveLength(1);
    fireEvent.click(marks[0]!);
    expect(onSeek).toHaveBeenCalledWith(1);
  });

  it('leaves a hedge such as "sort of" unmarked: it is not a filler', () => {
    renderPlayer();
    expect(screen.queryByRole('button', { name: /sort/ })).toBeNull();
  });
});
