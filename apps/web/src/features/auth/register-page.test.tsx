import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PASSWORD_TITLE } from '../../lib/password-texts.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterPage } from './register-page.tsx';

function renderRegister() {
  const router = createMemoryRouter([{ path: '/register', element: <RegisterPage /> }], { initialEntries: ['/register'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByLabelText('Password') as HTMLInputElement;
}

describe('Register password feedback (first broken rule shown live)', () => {
  afterEach(cleanup);

  it('shows nothing before typing, then the first broken rule, in order, then the all-good line', () => {
    const password = renderRegister();
    expect(screen.queryByTestId('password-feedback')).toBeNull();

    const steps: Array<[string, string]> = [
      ['1', 'Include a lowercase letter'],
      ['a', 'Include an uppercase letter'],
      ['aB', 'Include a number'],
      ['aB1', 'Include a special character'],
      ['aB1!', 'At least 8 characters long'],
      ['aB1!xyzw', '✓ Password meets all requirements'],
    ];
    for (const [value, message] of steps) {
      fireEvent.input(password, { target: { value } });
      expect(screen.getByTestId('password-feedback').textContent).toBe(message);
    }
  });

  it('carries the rules as the title and ties the feedback to the field', () => {
    const password = renderRegister();
    expect(password.title).toBe(PASSWORD_TITLE);
    fireEvent.input(password, { target: { value: 'abc' } });
    const describedBy = password.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe('Include an uppercase letter');
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const password = renderRegister();
    fireEvent.input(password, { target: { value: 'aB1!xyzw' } });
    const confirm = screen.getByLabelText('Confirm password');
    fireEvent.input(confirm, { target: { value: 'aB1!xyzv' } });
    fireEvent.blur(confirm);
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });

  it('gives each password field its own show/hide toggle', () => {
    const password = renderRegister();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[0] as HTMLElement);
    expect(password.type).toBe('text');
    expect((screen.getByLabelText('Confirm password') as HTMLInputElement).type).toBe('password');
  });
});
