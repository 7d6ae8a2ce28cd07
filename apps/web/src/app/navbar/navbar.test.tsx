import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStateProvider } from '../../lib/session.tsx';
import { clearStaffSession, saveStaffSession } from '../../lib/staff-session.ts';
import type { SessionState } from '../../lib/session-user.ts';
import { Navbar } from './navbar.tsx';

function renderNavbar(session: SessionState) {
  const router = createMemoryRouter([{ path: '*', element: <Navbar /> }], { initialEntries: ['/dashboard'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionStateProvider value={session}>
        <RouterProvider router={router} />
      </SessionStateProvider>
    </QueryClientProvider>,
  );
}

const signedIn = (role: string): SessionState => ({
  status: 'signed-in',
  user: { id: 'u1', email: 'ada@example.com', name: 'ada', full_name: 'Ada Lovelace', role },
});

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('Navbar', () => {
  afterEach(cleanup);

  it('shows the Admin link to admins only', () => {
    renderNavbar(signedIn('admin'));
    expect(mainNav().getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    cleanup();
    renderNavbar(signedIn('user'));
    expect(mainNav().queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('lists the signed-in links in spec order, with Contact pointing at the landing contact section', () => {
    renderNavbar(signedIn('user'));
    const labels = mainNav()
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(['Rehearse', 'Dashboard', 'Upload', 'Analyses', 'Compare', 'Coach', 'Mock Interview', 'Contact']);
    expect(mainNav().getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/#contact');
  });

  it('offers Profile, Shared with me and Sign Out in the user menu', () => {
    renderNavbar(signedIn('user'));
    fireEvent.click(screen.getByRole('button', { name: /account menu/i }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual(['Profile', 'Shared with me', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Shared with me' }).getAttribute('href')).toBe('/admin-panel');
  });

  it('offers Shared with me in the mobile menu to signed-in users only', () => {
    renderNavbar(signedIn('user'));
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = within(document.getElementById('mobile-menu') as HTMLElement);
    expect(mobile.getByRole('link', { name: 'Shared with me' }).getAttribute('href')).toBe('/admin-panel');
    cleanup();
    renderNavbar({ status: 'signed-out' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(document.getElementById('mobile-menu') as HTMLElement).queryByRole('link', { name: 'Shared with me' })).toBeNull();
  });

  it('moves through the user menu with the arrow keys, Home and End; Escape closes it and focuses the button', () => {
    renderNavbar(signedIn('user'));
    const button = screen.getByRole('button', { name: /account menu/i });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const menu = screen.getByRole('menu');
    const profile = within(menu).getByRole('menuitem', { name: 'Profile' });
    const signOut = within(menu).getByRole('menuitem', { name: 'Sign Out' });
    expect(document.activeElement).toBe(signOut);
    fireEvent.keyDown(signOut, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(profile);
    fireEvent.keyDown(profile, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(signOut);
    fireEvent.keyDown(signOut, { key: 'Home' });
    expect(document.activeElement).toBe(profile);
    fireEvent.keyDown(profile, { key: 'End' });
    expect(document.activeElement).toBe(signOut);
    fireEvent.keyDown(signOut, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shows Sign In and Sign Up to signed-out visitors, and a working mobile menu toggle', () => {
    renderNavbar({ status: 'signed-out' });
    expect(mainNav().getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(mainNav().getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
    expect(mainNav().queryByRole('link', { name: 'Dashboard' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(document.getElementById('mobile-menu') as HTMLElement).getByRole('link', { name: 'Sign Up' })).toBeTruthy();
  });

  it('shows signed-in staff (no user session, adminUser stored) their staff link, not Sign In / Sign Up', () => {
    saveStaffSession({ user: { username: 'opsadmin', first_name: 'Ops', is_superuser: true } });
    try {
      renderNavbar({ status: 'signed-out' });
      expect(mainNav().queryByRole('link', { name: 'Sign In' })).toBeNull();
      expect(mainNav().queryByRole('link', { name: 'Sign Up' })).toBeNull();
      expect(mainNav().getByRole('link', { name: 'Staff: opsadmin' }).getAttribute('href')).toBe('/admin-dashboard');
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const mobile = within(document.getElementById('mobile-menu') as HTMLElement);
      expect(mobile.queryByRole('link', { name: 'Sign In' })).toBeNull();
      expect(mobile.getByRole('link', { name: 'Staff: opsadmin' })).toBeTruthy();
    } finally {
      clearStaffSession();
    }
  });

  it('closes the mobile menu with Escape', () => {
    renderNavbar(signedIn('user'));
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.getElementById('mobile-menu')).toBeNull();
  });
});
