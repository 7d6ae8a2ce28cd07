/** Labels of the interview's flow, on the interview screen and in its report. */
export const MOCK_FLOW_TEXTS = {
  writtenByAi: 'Written by AI',
  notAsked: 'Not asked',
  followUp: 'Follow-up',
  attempt: (n: number): string => `Attempt ${n}`,
} as const;
