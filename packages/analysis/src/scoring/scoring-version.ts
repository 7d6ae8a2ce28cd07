/**
 * Version of every scoring formula, band and feedback rule (docs/SCORING.md, SCORING-audio.md, SCORING-video.md).
 * Bump it whenever any of them changes, so stored results say which formulas produced them.
 */
export const SCORING_VERSION = '2026.11-3';
