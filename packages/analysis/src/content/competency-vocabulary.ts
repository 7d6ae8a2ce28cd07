import type { Competency } from '@rehearse/contract/mock-result';

/** Words an answer about each competency tends to use (written for this purpose; matched by stem, docs/SCORING.md §Content). */
export const COMPETENCY_VOCABULARY: Record<Competency, readonly string[]> = {
  teamwork: [
    'team', 'teammate', 'colleague', 'together', 'collaborate', 'help', 'support', 'share', 'group', 'goal', 'role',
    'contribute', 'coordinate', 'pair', 'department', 'partner', 'joint', 'everyone', 'agree', 'meeting', 'met', 'rely',
  ],
  leadership: [
    'lead', 'led', 'team', 'decision', 'decide', 'responsibility', 'motivate', 'delegate', 'direction', 'vision', 'mentor',
    'goal', 'initiative', 'coach', 'ownership', 'plan', 'organise', 'organize', 'assign', 'priority', 'split', 'sprint',
    'demo', 'stakeholder', 'authority', 'convince', 'rally', 'morale',
  ],
  conflict_resolution: [
    'conflict', 'disagree', 'disagreement', 'argument', 'tension', 'compromise', 'listen', 'perspective', 'resolve',
    'discuss', 'concern', 'agree', 'mediate', 'understand', 'criticism', 'calm', 'privately', 'view', 'style', 'upset',
    'respect', 'middle',
  ],
  problem_solving: [
    'problem', 'issue', 'cause', 'root', 'analyze', 'analyse', 'data', 'solution', 'fix', 'test', 'investigate', 'option',
    'debug', 'solve', 'hypothesis', 'compare', 'choose', 'decision', 'recommend', 'evaluate', 'risk', 'trial', 'measure',
    'idea', 'trace', 'spreadsheet', 'creative', 'information',
  ],
  communication: [
    'explain', 'present', 'presentation', 'audience', 'message', 'email', 'meeting', 'listen', 'clear', 'update',
    'stakeholder', 'feedback', 'write', 'simplify', 'slide', 'call', 'told', 'talk', 'question', 'news', 'summary',
    'understand', 'jargon', 'rehearse',
  ],
  adaptability: [
    'change', 'adapt', 'new', 'learn', 'adjust', 'flexible', 'unexpected', 'shift', 'pivot', 'quickly', 'uncertain',
    'transition', 'different', 'sudden', 'urgent', 'cancel', 'instead', 'replan', 'switch', 'priority', 'backup',
  ],
  time_management: [
    'deadline', 'priority', 'prioritize', 'prioritise', 'schedule', 'plan', 'time', 'urgent', 'calendar', 'task',
    'delay', 'estimate', 'week', 'focus', 'late', 'early', 'slip', 'list', 'block', 'hour', 'ahead', 'timeline',
  ],
  learning_from_failure: [
    'fail', 'failure', 'mistake', 'wrong', 'learn', 'lesson', 'reflect', 'improve', 'responsibility', 'own',
    'differently', 'feedback', 'miss', 'apologise', 'apologize', 'correct', 'error', 'admit', 'checklist', 'again',
  ],
  customer_focus: [
    'customer', 'client', 'user', 'need', 'complaint', 'service', 'satisfaction', 'feedback', 'expectation', 'support',
    'relationship', 'request', 'listen', 'guest', 'apologise', 'apologize', 'contract', 'refund', 'order', 'booking',
  ],
  initiative: [
    'initiative', 'proactive', 'idea', 'propose', 'suggest', 'improve', 'start', 'volunteer', 'own', 'noticed',
    'opportunity', 'without', 'automate', 'myself', 'asked', 'new', 'launch', 'create', 'built', 'spot', 'first',
  ],
};

/**
 * The words of a competency: its list for the behavioural ten; for a role set's own competency ('sql',
 * 'stakeholder_management'), the words of its name, so an answer about it is still recognised.
 */
export function competencyWords(competency: string): readonly string[] {
  return Object.hasOwn(COMPETENCY_VOCABULARY, competency) ? COMPETENCY_VOCABULARY[competency as Competency] : competency.split(/[_\s-]+/).filter((w) => w.length > 1);
}
