import type { CatalogueEntry } from './model-catalogue.ts';

/**
 * The instruction-tuned GGUF models the server can fetch by name and run itself (decision 066): 4-bit (Q4_K_M)
 * files of about 1–1.5 B parameters, which two cores run at reading speed. SHA-256 values and sizes as recorded by
 * unrelated public projects that verify these exact files; not re-computed here, where they cannot be fetched.
 */
export const LOCAL_LLM_MODELS = {
  /** Meta Llama 3.2 1B Instruct (Llama 3.2 Community License), quantised by bartowski with llama.cpp, at a fixed revision; 807,694,464 bytes. */
  'llama-3.2-1b': gguf('bartowski/Llama-3.2-1B-Instruct-GGUF/resolve/067b946cf014b7c697f3654f621d577a3e3afd1c/Llama-3.2-1B-Instruct-Q4_K_M.gguf', '6f85a640a97cf2bf5b8e764087b1e83da0fdb51d7c9fab7d0fece9385611df83', 808),
  /** Qwen2.5 1.5B Instruct (Apache-2.0), the Qwen team's own quantisation at a fixed revision; 1,117,320,736 bytes. */
  'qwen2.5-1.5b': gguf(
    'Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/91cad51170dc346986eccefdc2dd33a9da36ead9/qwen2.5-1.5b-instruct-q4_k_m.gguf',
    '6a1a2eb6d15622bf3c96857206351ba97e1af16c30d7a74ee38970e434e9407e',
    1117,
  ),
} as const satisfies Record<string, CatalogueEntry>;

export type LocalLlmName = keyof typeof LOCAL_LLM_MODELS;

/** Fetched when LOCAL_LLM_MODEL is not set (except in tests and CI), on a machine that can run it. */
export const DEFAULT_LOCAL_LLM: LocalLlmName = 'llama-3.2-1b';

/** The model host; LOCAL_LLM_MODEL_BASE_URL points elsewhere (a mirror, or a test's loopback server). */
export const DEFAULT_LOCAL_LLM_BASE_URL = 'https://huggingface.co';

/** One GGUF file, kept under its published name. */
function gguf(path: string, sha256: string, approxMb: number): CatalogueEntry {
  return { files: [{ path, file: path.slice(path.lastIndexOf('/') + 1), sha256 }], approxMb };
}
