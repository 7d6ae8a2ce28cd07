import { INTERVIEWER_PATHS } from '@rehearse/contract/interview-conversation';

/** The address of the text spoken by the server's voice: an `<audio>` plays it while it is still being made. */
export function speechUrl(text: string, voice: string, speed: number): string {
  return `${INTERVIEWER_PATHS.speech}?${new URLSearchParams({ text, voice, speed: String(speed) }).toString()}`;
}
