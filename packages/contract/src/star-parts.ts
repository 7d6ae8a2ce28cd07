/** The four parts of a STAR answer, in the order they are told. */
export const STAR_PARTS = ['situation', 'task', 'action', 'result'] as const;
export type StarPartName = (typeof STAR_PARTS)[number];
