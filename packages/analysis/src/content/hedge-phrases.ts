/** Hedges and weak words (docs/SCORING.md §Content), as token sequences. "I think" counts only past its first THINK_ALLOWANCE uses. */
export const HEDGE_PHRASES: readonly (readonly string[])[] = [
  ['maybe'], ['perhaps'], ['possibly'], ['probably'], ['hopefully'], ['somewhat'], ['just'], ['i', 'guess'],
  ['sort', 'of'], ['kind', 'of'], ['i', 'suppose'], ['i', 'feel', 'like'], ['a', 'little', 'bit'], ['more', 'or', 'less'],
  ['i', 'would', 'say'], ["i'd", 'say'], ['not', 'sure'], ['i', 'think'],
];

export const THINK_ALLOWANCE = 2;

/** 'what kind of tool', 'the sort of problem': a noun use, not a hedge. */
export const NOUN_USE_BEFORE = new Set(['what', 'this', 'that', 'the', 'a', 'any', 'every', 'some', 'which', 'same', 'these', 'those']);
