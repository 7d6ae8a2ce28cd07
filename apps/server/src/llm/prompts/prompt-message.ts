/** A chat-completions message. */
export interface PromptMessage {
  role: 'system' | 'user';
  content: string;
}
