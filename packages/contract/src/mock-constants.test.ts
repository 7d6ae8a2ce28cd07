import { describe, expect, it } from 'vitest';
import { competencyLabel, mockInterviewDisplayName } from './mock-constants.ts';

describe('mockInterviewDisplayName', () => {
  it('tells two interviews of one day apart by their set and time', () => {
    const morning = mockInterviewDisplayName(new Date('2026-11-25T09:05:00Z'), 'Behavioral');
    const afternoon = mockInterviewDisplayName(new Date('2026-11-25T16:05:00Z'), 'Data Analyst');
    expect(morning).toBe('Mock interview — Behavioral, 25 Nov 2026 09:05 UTC');
    expect(afternoon).toBe('Mock interview — Data Analyst, 25 Nov 2026 16:05 UTC');
    expect(mockInterviewDisplayName(new Date('2026-11-25T16:06:00Z'))).toBe('Mock interview — 25 Nov 2026 16:06 UTC');
  });
});

describe('competencyLabel', () => {
  it('capitalises each word, and writes acronyms and hyphenated words as they are written', () => {
    expect(competencyLabel('conflict_resolution')).toBe('Conflict Resolution');
    expect(competencyLabel('sql')).toBe('SQL');
    expect(competencyLabel('kpis')).toBe('KPIs');
    expect(competencyLabel('apis')).toBe('APIs');
    expect(competencyLabel('devops')).toBe('DevOps');
    expect(competencyLabel('de_escalation')).toBe('De-escalation');
  });
});
