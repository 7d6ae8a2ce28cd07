import { displayNameSchema, FULL_NAME_REQUIRED } from '@rehearse/contract/user-fields';

/**
 * The names of a sign-up or profile update (better-auth's `name`, the profile's `full_name`), each checked
 * and tidied by the contract's display-name rule. The spec's sign-up sends `full_name`; better-auth's `name`
 * mirrors it when absent (and, at sign-up, the other way round). Values that are not strings are left to
 * better-auth's own validation.
 */
export function displayNameFields(body: Record<string, unknown>, signUp: boolean): { body: Record<string, unknown> } | { problem: string } {
  const tidy: { name?: string; full_name?: string } = {};
  for (const key of ['name', 'full_name'] as const) {
    const value = body[key];
    if (typeof value !== 'string') continue;
    const parsed = displayNameSchema.safeParse(value);
    if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? FULL_NAME_REQUIRED };
    tidy[key] = parsed.data;
  }
  if (tidy.full_name !== undefined && tidy.name === undefined) tidy.name = tidy.full_name;
  if (signUp && tidy.name !== undefined && body.full_name === undefined) tidy.full_name = tidy.name;
  return { body: { ...body, ...tidy } };
}
