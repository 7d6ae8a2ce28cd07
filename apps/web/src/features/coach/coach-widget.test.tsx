import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen, testUser } from '../../test-kit/render-screen.tsx';
import { CoachWidget } from './coach-widget.tsx';

describe('Coach widget', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('closes on Escape from inside the panel and gives focus back to its button', async () => {
    fakeApi({});
    renderScreen('/dashboard', [{ path: '/dashboard', element: <CoachWidget /> }], { user: testUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Open coach' }));
    const panel = await screen.findByRole('region', { name: 'Interview coach' });
    const inside = within(panel).getAllByRole('button')[0] as HTMLElement;
    inside.focus();
    fireEvent.keyDown(inside, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Interview coach' })).toBeNull());
    const toggle = screen.getByRole('button', { name: 'Open coach' });
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
