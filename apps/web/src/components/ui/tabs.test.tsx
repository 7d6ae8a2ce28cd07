import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

function Page() {
  const [tab, setTab] = useState('profile');
  return (
    <Tabs
      label="Sections"
      value={tab}
      onChange={setTab}
      tabs={[
        { id: 'profile', label: 'Profile', content: <input aria-label="Full name" />, keepMounted: true },
        { id: 'security', label: 'Security', content: <input aria-label="Password" /> },
        { id: 'settings', label: 'Settings', content: <p>Notifications</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  afterEach(cleanup);

  it('keeps unsaved edits of a keep-mounted tab across a tab switch, hidden meanwhile', () => {
    render(<Page />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada (unsaved)' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Profile' })).toBeNull(); // hidden: out of the accessibility tree
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada (unsaved)');
    // A tab without keepMounted leaves the page when another shows.
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('names the tab list and links each tab to its panel', () => {
    render(<Page />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    const profile = screen.getByRole('tab', { name: 'Profile', selected: true });
    expect(screen.getByRole('tabpanel', { name: 'Profile' }).id).toBe(profile.getAttribute('aria-controls'));
  });

  it('moves and selects with the arrow keys, Home and End, wrapping at the ends; only the selected tab is in the Tab order', async () => {
    render(<Page />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    const expectSelected = async (name: string) =>
      waitFor(() => {
        expect(document.activeElement).toBe(tab(name));
        expect(tab(name).getAttribute('aria-selected')).toBe('true');
      });
    tab('Profile').focus();
    fireEvent.keyDown(tab('Profile'), { key: 'ArrowRight' });
    await expectSelected('Security');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    fireEvent.keyDown(tab('Security'), { key: 'End' });
    await expectSelected('Settings');
    fireEvent.keyDown(tab('Settings'), { key: 'ArrowRight' });
    await expectSelected('Profile');
    fireEvent.keyDown(tab('Profile'), { key: 'ArrowLeft' });
    await expectSelected('Settings');
    fireEvent.keyDown(tab('Settings'), { key: 'Home' });
    await expectSelected('Profile');
    expect(['Profile', 'Security', 'Settings'].map((name) => tab(name).tabIndex)).toEqual([0, -1, -1]);
  });
});
