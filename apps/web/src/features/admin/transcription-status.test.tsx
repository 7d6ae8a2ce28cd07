import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TranscriptionStatusPanel } from './transcription-status.tsx';

describe('the speech recognition panel of the Settings tab', () => {
  afterEach(cleanup);

  it('names the engine in use and the whisper model with its state', () => {
    render(
      <TranscriptionStatusPanel
        status={{ engine: 'pocketsphinx', model: 'base.en', state: 'downloading', message: 'PocketSphinx while the whisper model base.en downloads (40 %)' }}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Speech recognition' });
    expect(panel.textContent).toContain('Engine in usePocketSphinx');
    expect(panel.textContent).toContain('Whisper modelbase.en (downloading)');
    expect(panel.textContent).toContain('PocketSphinx while the whisper model base.en downloads (40 %)');
  });

  it('shows a dash for the model when whisper is off', () => {
    render(<TranscriptionStatusPanel status={{ engine: 'pocketsphinx', model: null, state: 'off', message: 'PocketSphinx: whisper is turned off (WHISPER_MODEL=none)' }} />);
    expect(screen.getByRole('region', { name: 'Speech recognition' }).textContent).toContain('Whisper model—');
  });
});
