import type { CandidateQuestionTopic } from '@rehearse/contract/interview-conversation';
import type { MockPosting } from '@rehearse/contract/mock-interview';
import { isHeadingLine, postingLines } from '../posting/posting-lines.ts';
import { distinctTopics } from './distinct-topics.ts';

/** A quoted posting line is cut here: the reply is spoken, and one line of a posting is enough to answer from. */
const MAX_QUOTE_CHARS = 180;

/** Lines that speak to a topic, by the words postings use for it. */
const TOPIC_CUES: Record<Exclude<CandidateQuestionTopic, 'other'>, RegExp> = {
  team: /\b(team|teams|colleagues|report(?:s|ing)? to|collaborat\w*|work(?:ing)? (?:closely )?with|stakeholders?|cross-functional|managers?)\b/i,
  role: /\b(you will|you'll|responsib\w*|day[- ]to[- ]day|own|build|lead|write|design|manage|maintain|deliver|support)\b/i,
  next_steps: /\b(apply|application|(?:interview|hiring|selection) process|start date|deadline|salary|benefits?|remote|hybrid|on-?site)\b/i,
};

/** Words too common to tie a candidate's question to a posting line. */
const STOPWORDS = new Set(
  'about also does doing from have into like more most much that their them then there these they this those what when where which while will with would your could should really there which other team role'.split(' '),
);

function contentWords(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z][a-z'-]{3,}/g)?.filter((w) => !STOPWORDS.has(w)) ?? []);
}

function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim().replace(/[.;:,]+$/, '');
  return line.length > MAX_QUOTE_CHARS ? `${line.slice(0, MAX_QUOTE_CHARS).replace(/\s+\S*$/, '')}…` : line;
}

/** The posting's lines that say something (its first line, the title, and its headings are not answers). */
function answerLines(posting: MockPosting): string[] {
  return postingLines(posting.text)
    .slice(1)
    .map((l) => l.text)
    .filter((l) => !isHeadingLine(l) && l.split(/\s+/).length >= 4);
}

/** The line sharing the most words with the question; null when none shares one. */
function closestLine(lines: readonly string[], question: string): string | null {
  const asked = contentWords(question);
  let best: { line: string; shared: number } | null = null;
  for (const line of lines) {
    const shared = [...contentWords(line)].filter((w) => asked.has(w)).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { line, shared };
  }
  return best?.line ?? null;
}

/**
 * The built-in answer to a candidate's question at the close, from the job posting: what it says about the team, the
 * role's work and skills, the process, or the line closest to the question. Null when the posting says nothing to it
 * (or there is none): the interviewer's general line is said instead.
 */
export function postingReply(posting: MockPosting | null, question: string, topic: CandidateQuestionTopic): string | null {
  if (!posting) return null;
  const lines = answerLines(posting);
  const onTopic = topic === 'other' ? [] : lines.filter((l) => TOPIC_CUES[topic].test(l));
  switch (topic) {
    case 'team': {
      const line = closestLine(onTopic, question) ?? onTopic[0];
      return line ? `Good question. The posting says the role involves this: ${quote(line)}. The hiring manager could tell you more about the people you would work with.` : null;
    }
    case 'role': {
      const work = onTopic.slice(0, 2).map(quote);
      const skills = distinctTopics(posting.skills).slice(0, 3);
      if (work.length === 0 && skills.length === 0) return null;
      const said = work.length > 0 ? ` Day to day, the posting lists: ${work.join('; and ')}.` : '';
      const asked = skills.length > 0 ? ` It asks most for ${listOf(skills)}.` : '';
      return `Good question.${said}${asked} Success in the first months would mean doing those well.`;
    }
    case 'next_steps': {
      const line = onTopic[0];
      return line ? `Good question. The posting says: ${quote(line)}. In a real interview you would hear about next steps within a week or two.` : null;
    }
    case 'other': {
      const line = closestLine(lines, question);
      return line ? `Good question. The closest the posting comes to it is this: ${quote(line)}. The interviewer would tell you more from what they know of the company.` : null;
    }
  }
}

function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
