// The coach panel's own texts (the spec's, verbatim): the greeting and what it says when no answer comes.

export const COACH_NO_RESPONSE = 'Failed to get response from coach';
export const COACH_EMPTY_REPLY = "I'm sorry, I couldn't process your request. Please try again.";
export const COACH_GREETING =
  "Hi! I'm your interview performance coach. Ask me anything about your interviews — I'll answer from your own analyses.";
