/** One file of a published model: its path under the model's base URL, its name on disk, and its published SHA-256 (lower-case hex). */
export interface PublishedFile {
  path: string;
  file: string;
  sha256: string;
}

/**
 * A model the server can fetch by name: its files, and where they go in DATA_DIR/models (`dir`: a folder of their
 * own, which analyses are then given; absent: the one file, which analyses are given).
 */
export interface CatalogueEntry {
  files: readonly PublishedFile[];
  dir?: string;
  /** The whole download, for the first log line. */
  approxMb: number;
}

/** What a model setting (WHISPER_MODEL, SENTENCE_MODEL) chooses: a published model fetched by name, the operator's own file or folder, or none. */
export type ModelSetting<Name extends string> = { kind: 'name'; name: Name } | { kind: 'file'; path: string } | { kind: 'none' };
