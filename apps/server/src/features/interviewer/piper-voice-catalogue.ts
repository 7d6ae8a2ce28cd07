import type { CatalogueEntry } from '../../models/model-catalogue.ts';

/**
 * A Piper voice the server can provision by name, through the same download-and-verify code as the speech models:
 * the files of sherpa-onnx's repackaged Piper voice (`vits-piper-<voice>`: the VITS `.onnx`, `tokens.txt` and the
 * `espeak-ng-data` folder it phonemises with), each with its published SHA-256, kept in a folder of their own.
 * Entries are added only with checksums taken from the publisher; none are guessed here.
 */
export interface PiperVoiceEntry extends CatalogueEntry {
  /** The voice id offered to the user, e.g. `en_US-lessac-medium`. */
  id: string;
  label: string;
  /** BCP 47 language tag, e.g. `en-US`. */
  language: string;
  quality: 'x_low' | 'low' | 'medium' | 'high';
  sampleRate: number;
  /** The voice's licence as its model card states it (Piper voices differ: public domain, CC BY, MIT…). */
  licence: string;
}

/**
 * The voices fetched by name, from Piper's own releases (the `.onnx` model and its `.onnx.json` configuration, tagged
 * v1.0.0 so the bytes never change under a pinned hash); provisioning turns them into what sherpa-onnx reads
 * (piper-voice-folder.ts). SHA-256 values as pinned by independent fixed-output Nix fetches of these exact URLs (and,
 * for the model, by a third project's download script at a later revision of the same file); not re-computed here,
 * where the files cannot be fetched (decision 082).
 */
export const PIPER_VOICES = {
  'en_US-lessac-medium': piperVoice({
    id: 'en_US-lessac-medium',
    label: 'Lessac (US English)',
    language: 'en-US',
    quality: 'medium',
    sampleRate: 22_050,
    dir: 'en/en_US/lessac/medium',
    modelSha256: '5efe09e69902187827af646e1a6e9d269dee769f9877d17b16b1b46eeaaf019f',
    configSha256: 'efe19c417bed055f2d69908248c6ba650fa135bc868b0e6abb3da181dab690a0',
    approxMb: 63,
    licence: 'MIT (piper-voices); trained on the Lessac Blizzard 2013 corpus, whose terms restrict commercial use of voices made from it',
  }),
} as const satisfies Record<string, PiperVoiceEntry>;

export type PiperVoiceName = keyof typeof PIPER_VOICES;

/** Fetched when PIPER_VOICE is not set. */
export const DEFAULT_PIPER_VOICE: PiperVoiceName = 'en_US-lessac-medium';

/** Where the published files are; PIPER_VOICE_BASE_URL points elsewhere (a mirror, or a test's loopback server). */
export const DEFAULT_PIPER_VOICE_BASE_URL = 'https://huggingface.co/rhasspy/piper-voices/resolve/v1.0.0';

function piperVoice(voice: Omit<PiperVoiceEntry, 'files'> & { dir: string; modelSha256: string; configSha256: string }): PiperVoiceEntry {
  const { dir, modelSha256, configSha256, ...entry } = voice;
  return {
    ...entry,
    // A folder of its own: the token table and the model's added metadata are written beside the downloads.
    dir: `piper-${voice.id}`,
    files: [
      { path: `${dir}/${voice.id}.onnx`, file: `${voice.id}.onnx`, sha256: modelSha256 },
      { path: `${dir}/${voice.id}.onnx.json`, file: `${voice.id}.onnx.json`, sha256: configSha256 },
    ],
  };
}
