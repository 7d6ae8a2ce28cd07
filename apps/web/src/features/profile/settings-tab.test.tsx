import { DEFAULT_USER_SETTINGS } from '@rehearse/contract/user-settings';
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

describe('SettingsTab e-mail notifications', () => {
  afterEach(cleanup);
  const comments = () => screen.getByLabelText(/^Comments — e-mail me when someone I shared an analysis with comments on it/) as HTMLInputElement;

  it('offers the comments toggle beside the others, on for settings saved before it existed', () => {
    const { analysis, progress, marketing } = DEFAULT_USER_SETTINGS.emailNotifications;
    const older = JSON.stringify({ ...DEFAULT_USER_SETTINGS, emailNotifications: { analysis, progress, marketing } });
    render(<SettingsTab user={{ id: 'u1', email: 'walker@example.com', name: 'Walker Newman', settings: older }} />);
    const toggles = screen.getAllByRole('checkbox').map((box) => box.id);
    expect(toggles.slice(0, 4)).toEqual(['settings-notify-analysis', 'settings-notify-progress', 'settings-notify-marketing', 'settings-notify-comments']);
    expect(comments().checked).toBe(true);
  });

  it('shows it off when the user turned it off', () => {
    const off = JSON.stringify({ ...DEFAULT_USER_SETTINGS, emailNotifications: { ...DEFAULT_USER_SETTINGS.emailNotifications, comments: false } });
    render(<SettingsTab user={{ id: 'u1', email: 'walker@example.com', name: 'Walker Newman', settings: off }} />);
    expect(comments().checked).toBe(false);
  });
});
