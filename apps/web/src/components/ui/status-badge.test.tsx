import { describe, expect, it } from 'vitest';
import { statusDisplay } from './status-badge.tsx';

describe('statusDisplay', () => {
  it('maps spec §4 statuses and shows unknown ones as Failed', () => {
    expect(statusDisplay('completed')).toEqual({ label: 'Completed', colour: 'green' });
    expect(statusDisplay('processing')).toEqual({ label: 'Processing', colour: 'blue' });
    expect(statusDisplay('in_progress')).toEqual({ label: 'In Progress', colour: 'amber' });
    expect(statusDisplay('weird')).toEqual({ label: 'Failed', colour: 'red' });
  });
});
