import { describe, expect, it } from 'vitest';
import { displayNameSchema, FULL_NAME_ONE_LINE, FULL_NAME_REQUIRED, profileUpdateRequestSchema, USER_FIELDS, userFieldsSchema } from './user-fields.ts';
import { DEFAULT_USER_SETTINGS } from './user-settings.ts';

describe('user fields', () => {
  it('gives new accounts the product defaults: student, 10 credits, default settings', () => {
    expect(USER_FIELDS.user_type.defaultValue).toBe('student');
    expect(USER_FIELDS.analysis_credits.defaultValue).toBe(10);
    expect(JSON.parse(USER_FIELDS.settings.defaultValue())).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('keeps credits and the superuser flag out of client input', () => {
    expect(USER_FIELDS.analysis_credits.input).toBe(false);
    expect(USER_FIELDS.is_superuser.input).toBe(false);
  });

  it('validates settings JSON against the settings shape', () => {
    const settings = USER_FIELDS.settings.validator.input;
    expect(settings.safeParse(JSON.stringify(DEFAULT_USER_SETTINGS)).success).toBe(true);
    expect(settings.safeParse('{"privacy":1}').success).toBe(false);
    expect(settings.safeParse('not json').success).toBe(false);
  });

  it('reads back accounts with missing fields', () => {
    expect(userFieldsSchema.parse({ full_name: null })).toEqual({ full_name: null });
    expect(userFieldsSchema.safeParse({ user_type: 'wizard' }).success).toBe(false);
  });
});

describe('profile update request', () => {
  it('requires a full name and a user type', () => {
    const missing = profileUpdateRequestSchema.safeParse({ full_name: '   ', user_type: 'student' });
    expect(missing.error?.issues[0]?.message).toBe(FULL_NAME_REQUIRED);
    expect(profileUpdateRequestSchema.safeParse({ full_name: 'Ada' }).success).toBe(false);
    expect(profileUpdateRequestSchema.safeParse({ full_name: 'Ada', user_type: 'wizard' }).success).toBe(false);
  });

  it('trims, accepts the optional fields and refuses over-long ones', () => {
    expect(profileUpdateRequestSchema.parse({ full_name: ' Ada Lovelace ', user_type: 'job_seeker', company: 'Acme' })).toEqual({
      full_name: 'Ada Lovelace',
      user_type: 'job_seeker',
      company: 'Acme',
    });
    expect(profileUpdateRequestSchema.safeParse({ full_name: 'Ada', user_type: 'student', bio: 'x'.repeat(2001) }).success).toBe(false);
    expect(profileUpdateRequestSchema.safeParse({ full_name: 'x'.repeat(201), user_type: 'student' }).success).toBe(false);
    expect(profileUpdateRequestSchema.safeParse({ full_name: 'Ada', user_type: 'student', phone: '1'.repeat(51) }).success).toBe(false);
  });
});

describe('display names', () => {
  it('trims and collapses runs of spaces to one', () => {
    expect(displayNameSchema.parse('  Ada \u00a0  Lovelace ')).toBe('Ada Lovelace');
    expect(displayNameSchema.parse('Ada\u3000Lovelace')).toBe('Ada Lovelace');
  });

  it.each(['Ada\nLovelace', 'Ada\r\nBcc: x@example.com', 'Ada\tLovelace', 'Ada\u0000', 'Ada\u2028Lovelace', 'Ada\u202eecalevoL', 'Ada\u0085'])('refuses line breaks and control characters: %j', (name) => {
    expect(displayNameSchema.safeParse(name).error?.issues[0]?.message).toBe(FULL_NAME_ONE_LINE);
  });

  it('refuses empty and over-long names, counting after normalising', () => {
    expect(displayNameSchema.safeParse('   ').error?.issues[0]?.message).toBe(FULL_NAME_REQUIRED);
    expect(displayNameSchema.safeParse('x'.repeat(201)).success).toBe(false);
    expect(displayNameSchema.safeParse('x'.repeat(5000)).success).toBe(false);
    expect(displayNameSchema.parse(`${'x'.repeat(100)}${' '.repeat(300)}${'y'.repeat(99)}`)).toHaveLength(200);
  });

  it('is the full name field\'s validator', () => {
    expect(USER_FIELDS.full_name.validator.input.parse(' Ada   Lovelace ')).toBe('Ada Lovelace');
    expect(USER_FIELDS.full_name.validator.input.safeParse('Ada\nLovelace').success).toBe(false);
  });
});
