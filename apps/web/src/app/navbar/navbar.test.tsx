import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStateProvider } from '../../lib/session.tsx';
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

  it('offers Profile and Sign Out in the user menu', () => {
    renderNavbar(signedIn('user'));
    fireEvent.click(screen.getByRole('button', { name: /account menu/i }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
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
});
