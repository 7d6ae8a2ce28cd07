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
