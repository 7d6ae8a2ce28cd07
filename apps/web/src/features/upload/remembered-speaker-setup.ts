import { DEFAULT_SPEAKER_SETUP, speakerSetupSchema, type SpeakerSetup } from '@rehearse/contract/speaker-setup';
import { useCallback, useState } from 'react';

/** This browser's last answer to "Who is speaking in this recording?", so a user who uploads interviews says it once. */
const SPEAKER_SETUP_KEY = 'rehearse.upload.speakerSetup';

/** The remembered choice; one answer when none was made, storage is refused or holds something else. */
export function rememberedSpeakerSetup(storage: Pick<Storage, 'getItem'> = globalThis.localStorage): SpeakerSetup {
  try {
    const parsed = speakerSetupSchema.safeParse(storage.getItem(SPEAKER_SETUP_KEY));
    return parsed.success ? parsed.data : DEFAULT_SPEAKER_SETUP;
  } catch {
    return DEFAULT_SPEAKER_SETUP;
  }
}

export function rememberSpeakerSetup(setup: SpeakerSetup, storage: Pick<Storage, 'setItem'> = globalThis.localStorage): void {
  try {
    storage.setItem(SPEAKER_SETUP_KEY, setup);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
}

/** The choice for this upload, starting from the remembered one; every change is remembered. */
export function useRememberedSpeakerSetup(): [SpeakerSetup, (setup: SpeakerSetup) => void] {
  const [setup, setSetup] = useState<SpeakerSetup>(() => rememberedSpeakerSetup());
  const choose = useCallback((next: SpeakerSetup) => {
    setSetup(next);
    rememberSpeakerSetup(next);
  }, []);
  return [setup, choose];
}
