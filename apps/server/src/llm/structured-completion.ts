import type { z } from 'zod';
import { jsonOutputSchema } from './json-output-schema.ts';
import { LanguageModelError, type LanguageModel } from './language-model.ts';
import type { PromptMessage } from './prompts/prompt-message.ts';

/** What a structured reply must be: its zod schema (the contract), its name, and the most tokens it may take. */
export interface StructuredOutput<T> {
  name: string;
  schema: z.ZodType<T>;
  maxTokens: number;
}

/**
 * Asks for a reply in `output`'s shape and answers it validated by `output.schema`. A refusal, prose, a reply cut
 * at the token cap (its JSON never closes), a shape the schema refuses, a timeout or a failure all reject with a
 * LanguageModelError, so the caller falls back to its rules. A code fence around the JSON is tolerated.
 */
export async function completeStructured<T>(model: LanguageModel, messages: readonly PromptMessage[], output: StructuredOutput<T>, signal?: AbortSignal): Promise<T> {
  const reply = await model.complete(messages, { output: jsonOutputSchema(output.name, output.schema), maxTokens: output.maxTokens, ...(signal ? { signal } : {}) });
  return parseStructuredReply(reply, output);
}

export function parseStructuredReply<T>(reply: string, output: Pick<StructuredOutput<T>, 'name' | 'schema'>): T {
  const json = reply.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new LanguageModelError(`The ${output.name} reply is not JSON: ${excerpt(reply)}`);
  }
  const result = output.schema.safeParse(value);
  if (!result.success) throw new LanguageModelError(`The ${output.name} reply has the wrong shape (${result.error.issues.map((i) => `${i.path.join('.') || 'reply'}: ${i.message}`).join('; ')})`);
  return result.data;
}

function excerpt(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 80 ? `${line.slice(0, 80)}…` : line || '(nothing)';
}
