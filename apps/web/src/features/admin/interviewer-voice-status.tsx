import type { InterviewerVoiceStatus } from '@rehearse/contract/admin-settings';
import { ModelStatusPanel } from './model-status-panel.tsx';

const ENGINE_NAMES: Record<InterviewerVoiceStatus['engine'], string> = { piper: 'Piper (on this server)', 'espeak-ng': 'espeak-ng (on this server)' };
const STATE_NAMES: Record<InterviewerVoiceStatus['state'], string> = {
  ready: 'ready',
  downloading: 'downloading',
  loading: 'loading',
  unavailable: 'unavailable',
  off: 'turned off',
};

/** Read-only: the voice the mock interviewer speaks with now, set by the server's PIPER_VOICE (decision 082). */
export function InterviewerVoiceStatusPanel({ status }: { status: InterviewerVoiceStatus }) {
  return (
    <ModelStatusPanel
      view={{
        id: 'interviewer-voice',
        heading: 'Interviewer voice',
        engine: ENGINE_NAMES[status.engine],
        modelLabel: 'Piper voice',
        model: status.voice,
        state: STATE_NAMES[status.state],
        message: status.message,
        setting: 'Set on the server with PIPER_VOICE (a voice name, a voice folder, or none for espeak-ng only).',
      }}
    />
  );
}
