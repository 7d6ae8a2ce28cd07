import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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
});
