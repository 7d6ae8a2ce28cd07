import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InterviewerVoiceStatusPanel } from './interviewer-voice-status.tsx';

describe('the interviewer voice panel of the Settings tab', () => {
  afterEach(cleanup);

  it('names espeak-ng while the Piper voice downloads', () => {
    render(
      <InterviewerVoiceStatusPanel
        status={{ engine: 'espeak-ng', voice: 'en_US-lessac-medium', state: 'downloading', message: 'espeak-ng while the Piper voice en_US-lessac-medium downloads (12 %)' }}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Interviewer voice' });
    expect(panel.textContent).toContain('Engine in useespeak-ng (on this server)');
    expect(panel.textContent).toContain('Piper voiceen_US-lessac-medium (downloading)');
    expect(panel.textContent).toContain('(12 %)');
  });

  it('says when Piper speaks, and shows a dash for the voice when Piper is off', () => {
    render(<InterviewerVoiceStatusPanel status={{ engine: 'piper', voice: 'en_US-lessac-medium', state: 'ready', message: 'Piper (sherpa-onnx)' }} />);
    expect(screen.getByRole('region', { name: 'Interviewer voice' }).textContent).toContain('Engine in usePiper (on this server)');
    cleanup();
    render(<InterviewerVoiceStatusPanel status={{ engine: 'espeak-ng', voice: null, state: 'off', message: 'espeak-ng only (PIPER_VOICE=none)' }} />);
    expect(screen.getByRole('region', { name: 'Interviewer voice' }).textContent).toContain('Piper voice—');
  });
});
