import type { CatalogueEntry } from './model-catalogue.ts';

/**
 * The whisper.cpp models the server can fetch by name: the English-only ggml files that whisper.cpp's authors publish
 * (models/README.md in ggml-org/whisper.cpp). SHA-256 values as pinned by independent Nix expressions of these URLs
 * (fixed-output fetches, which fail on any other content); not re-computed here, where the files cannot be fetched
 * (decision 031).
 */
export const WHISPER_MODELS = {
  'tiny.en': ggml('tiny.en', '921e4cf8686fdd993dcd081a5da5b6c365bfde1162e72b08d75ac75289920b1f', 75),
  'base.en': ggml('base.en', 'a03779c86df3323075f5e796cb2ce5029f00ec8869eee3fdfb897afe36c6d002', 142),
  'small.en': ggml('small.en', 'c6138d6d58ecc8322097e0f987c32f1be8bb0a18532a3f88f734d1bbf9c41e5d', 466),
} as const satisfies Record<string, CatalogueEntry>;

export type WhisperModelName = keyof typeof WHISPER_MODELS;

/**
 * Fetched when WHISPER_MODEL is not set: the most accurate model that keeps a whole analysis within 0.3× real time on
 * two quiet cores (0.26–0.30× measured at its size; decision 053).
 */
export const DEFAULT_WHISPER_MODEL: WhisperModelName = 'base.en';

/** Where the published files are; WHISPER_MODEL_BASE_URL points elsewhere (a mirror, or a test's loopback server). */
export const DEFAULT_WHISPER_MODEL_BASE_URL = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main';

/** One ggml file, kept under its published name. */
function ggml(name: string, sha256: string, approxMb: number): CatalogueEntry {
  const file = `ggml-${name}.bin`;
  return { files: [{ path: file, file, sha256 }], approxMb };
}
