/**
 * What counts as a specific (docs/SCORING.md §Content): numbers, time frames, money, named tools and products, and
 * names (a capitalised word inside a sentence, when the engine writes capitals).
 */

export const NUMBER_TOKENS = new Set([
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'fifteen', 'twenty',
  'thirty', 'forty', 'fifty', 'sixty', 'hundred', 'thousand', 'million', 'billion', 'percent', 'half', 'double',
  'twice', 'dozen', 'tripled', 'doubled', 'halved',
]);

export const TIME_FRAME_TOKENS = new Set([
  'second', 'seconds', 'minute', 'minutes', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'weekly', 'month',
  'months', 'monthly', 'quarter', 'quarters', 'year', 'years', 'sprint', 'sprints', 'weekend', 'overnight', 'monday',
  'tuesday', 'wednesday', 'thursday', 'friday', 'january', 'february', 'march', 'april', 'june', 'july', 'august',
  'september', 'october', 'november', 'december', 'q1', 'q2', 'q3', 'q4', 'deadline',
]);

export const MONEY_TOKENS = new Set(['dollars', 'euros', 'pounds', 'budget', 'revenue']);

/** Tools and products people name in answers; lower case. */
export const TOOL_TOKENS = new Set([
  'excel', 'jira', 'sql', 'python', 'java', 'javascript', 'typescript', 'react', 'salesforce', 'slack', 'tableau',
  'figma', 'aws', 'azure', 'kubernetes', 'docker', 'git', 'github', 'gitlab', 'zendesk', 'hubspot', 'sap', 'trello',
  'asana', 'confluence', 'notion', 'powerpoint', 'looker', 'snowflake', 'postgres', 'crm', 'erp', 'api', 'dashboard',
  'spreadsheet', 'survey', 'kpi', 'nps', 'sla',
]);

/** Words that stand for the details a sentence leaves out. */
export const VAGUE_TOKENS = new Set([
  'things', 'thing', 'stuff', 'something', 'somehow', 'everything', 'anything', 'various', 'lots', 'some', 'stuff',
  'whatever', 'etc', 'certain', 'several', 'many', 'generally', 'usually', 'always', 'often', 'basically',
]);

/** Capitalised words that are not names. */
const NOT_NAMES = new Set(["i", "i'm", "i've", "i'd", "i'll", 'ok', 'okay']);

/** Whether a word of a sentence is a specific; `index` is its place in the sentence (the first word is capitalised anyway). */
export function isSpecific(raw: string, token: string, index: number): boolean {
  if (/\d/.test(token) || /[$€£%]/.test(raw)) return true;
  if (NUMBER_TOKENS.has(token) || TIME_FRAME_TOKENS.has(token) || MONEY_TOKENS.has(token) || TOOL_TOKENS.has(token)) return true;
  return index > 0 && /^[A-Z][a-z]/.test(raw.replace(/^[^A-Za-z]+/, '')) && !NOT_NAMES.has(token);
}
