import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsTab } from './settings-tab.tsx';

describe('SettingsTab privacy', () => {
  afterEach(cleanup);

  it('offers only the privacy toggle that does something, and says what it does (walk: "Share my analyses with interviewers" shared nothing)', () => {
    render(<SettingsTab user={{ id: 'u1', email: 'walker@example.com', name: 'Walker Newman' }} />);
    expect(screen.queryByLabelText('Share my analyses with interviewers')).toBeNull();
    expect((screen.getByLabelText(/^Profile visible — people you share an analysis with see your full name/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Your analyses are never shared on their own: share one by inviting someone from its page.')).toBeTruthy();
  });
});
