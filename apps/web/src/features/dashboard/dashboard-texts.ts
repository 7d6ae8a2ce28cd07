/** The dashboard's own texts beyond the spec's labels. */
export const DASHBOARD_TEXTS = {
  emptyDescription: 'Upload an interview video, or answer questions on camera in a mock interview, to get your first analysis.',
  startMock: 'Start Mock Interview',
  creditsExplained: 'Each analysed upload (video or audio) and each finished mock interview uses 1 credit.',
  noCreditsExplained: 'New analyses cannot start at 0 credits (your mock interview answers stay saved) until an administrator adds credits.',
  trendTitle: 'Progress Over Time',
  trendLoading: 'Loading your progress…',
} as const;

/**
 * Under Average and Best Score when some overalls lack a part (decision 050): they are not averaged or ranked, and
 * the card says how many were left out.
 */
export function incompleteLeftOut(incomplete: number): string {
  return `Complete overalls only; ${incomplete} ${incomplete === 1 ? 'overall that lacks a part (content not judged…) is' : 'overalls that lack a part (content not judged…) are'} left out.`;
}

/** 'Welcome back' only for someone who has been here before, i.e. has at least one analysis. */
export function greeting(name: string, returning: boolean): string {
  return returning ? `Welcome back, ${name}!` : `Welcome, ${name}!`;
}
