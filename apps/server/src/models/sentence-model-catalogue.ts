import { SENTENCE_MODEL_FILES } from '@rehearse/analysis';
import type { CatalogueEntry } from './model-catalogue.ts';

/**
 * The sentence-embedding models the server can fetch by name: all-MiniLM-L6-v2 (sentence-transformers, Apache-2.0)
 * as its int8-quantised ONNX export in the Xenova/all-MiniLM-L6-v2 repository, with its WordPiece tokenizer. SHA-256
 * values as pinned, each, by several unrelated public projects that fetch these files at this revision (and agree);
 * not re-computed here, where the files cannot be fetched (decision 057).
 */
export const SENTENCE_MODELS = {
  'all-MiniLM-L6-v2': {
    dir: 'all-MiniLM-L6-v2',
    approxMb: 24,
    files: [
      { path: 'onnx/model_quantized.onnx', file: SENTENCE_MODEL_FILES.model, sha256: 'afdb6f1a0e45b715d0bb9b11772f032c399babd23bfc31fed1c170afc848bdb1' },
      { path: 'tokenizer.json', file: SENTENCE_MODEL_FILES.tokenizer, sha256: 'da0e79933b9ed51798a3ae27893d3c5fa4a201126cef75586296df9b4d2c62a0' },
      { path: 'tokenizer_config.json', file: SENTENCE_MODEL_FILES.tokenizerConfig, sha256: '9261e7d79b44c8195c1cada2b453e55b00aeb81e907a6664974b4d7776172ab3' },
    ],
  },
} as const satisfies Record<string, CatalogueEntry>;

export type SentenceModelName = keyof typeof SENTENCE_MODELS;

/** Fetched when SENTENCE_MODEL is not set (except in tests and CI). */
export const DEFAULT_SENTENCE_MODEL: SentenceModelName = 'all-MiniLM-L6-v2';

/**
 * Where its files are: the repository at a fixed revision, so the pinned hashes keep matching what is served.
 * SENTENCE_MODEL_BASE_URL points elsewhere (a mirror, or a test's loopback server).
 */
export const DEFAULT_SENTENCE_MODEL_BASE_URL = 'https://huggingface.co/Xenova/all-MiniLM-L6-v2/resolve/751bff37182d3f1213fa05d7196b954e230abad9';
