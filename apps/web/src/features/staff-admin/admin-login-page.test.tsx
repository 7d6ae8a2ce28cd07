import { WRONG_TWO_FACTOR_CODE } from '@rehearse/contract/account-api';
import { apiErrorSchema } from '@rehearse/contract/api-error';
import {
  STAFF_INVALID_CREDENTIALS,
  STAFF_LOGIN_SUCCESS,
  STAFF_TWO_FACTOR_REQUIRED,
  staffLoginResponseSchema,
  staffTwoFactorChallengeSchema,
} from '@rehearse/contract/staff-auth';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER_KEY } from '../../lib/staff-session-key.ts';
import { notify } from '../../lib/toast.ts';
import { fakeApi, type FakeCall, type FakeReply } from '../../test-kit/fake-api.ts';
import { AdminLoginPage } from './admin-login-page.tsx';

const LOGIN = 'POST /auth/login/';
const STAFF = { username: 'ada', first_name: 'Ada', is_superuser: true };

/** The staff login of an account with two-factor sign-in: the code step's right answers are `codes`. */
function twoFactorLogin(codes: string[]) {
  return ({ body }: FakeCall): FakeReply => {
    const { password, code } = body as { password: string; code?: string };
    if (password !== 'Staff-pass1!') return { status: 401, body: { status: 'error', message: STAFF_INVALID_CREDENTIALS }, schema: apiErrorSchema };
    if (code && codes.includes(code)) return { body: { status: 'success', token: 't', user: STAFF, message: STAFF_LOGIN_SUCCESS }, schema: staffLoginResponseSchema };
    const message = code ? WRONG_TWO_FACTOR_CODE : STAFF_TWO_FACTOR_REQUIRED;
    return { status: 401, body: { status: 'error', message, two_factor_required: true }, schema: staffTwoFactorChallengeSchema };
  };
}

function show() {
  const router = createMemoryRouter(
    [
      { path: '/admin-login', element: <AdminLoginPage /> },
      { path: '/admin-dashboard', element: <h1>Staff dashboard</h1> },
    ],
    { initialEntries: ['/admin-login'] },
  );
  render(<RouterProvider router={router} />);
}

async function signIn(password = 'Staff-pass1!') {
  fireEvent.input(screen.getByLabelText('Username or email'), { target: { value: 'ada' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Panel' }));
}

describe('Admin login with two-factor sign-in', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the code when the server does, shows a wrong code, and signs in with the right one', async () => {
    const api = fakeApi({ [LOGIN]: twoFactorLogin(['123456']) });
    show();
    await signIn();
    const code = await screen.findByLabelText('Verification code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code).toBe(document.activeElement);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.submit(code.closest('form')!);
    expect(await screen.findByText(WRONG_TWO_FACTOR_CODE)).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.submit(code.closest('form')!);
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(ADMIN_USER_KEY)!)).toEqual(STAFF);
    expect(api.callsTo('POST', '/auth/login/').map((c) => c.body)).toEqual([
      { username: 'ada', password: 'Staff-pass1!' },
      { username: 'ada', password: 'Staff-pass1!', code: '000000' },
      { username: 'ada', password: 'Staff-pass1!', code: '123456' },
    ]);
  });

  it('takes a backup code instead, and Back returns to the password form', async () => {
    const api = fakeApi({ [LOGIN]: twoFactorLogin(['abcde-12345']) });
    show();
    await signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a backup code' }));
    const backup = screen.getByLabelText('Backup code');
    expect(backup).toBe(document.activeElement);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Sign in to Admin Panel' })).toBeTruthy();

    await signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a backup code' }));
    fireEvent.change(screen.getByLabelText('Backup code'), { target: { value: 'abcde-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Staff dashboard' })).toBeTruthy());
    expect(api.callsTo('POST', '/auth/login/').at(-1)?.body).toEqual({ username: 'ada', password: 'Staff-pass1!', code: 'abcde-12345' });
  });

  it('keeps a wrong password on the password form with the server message, said once (no toast repeating it)', async () => {
    fakeApi({ [LOGIN]: twoFactorLogin([]) });
    const errorToast = vi.spyOn(notify, 'error');
    show();
    await signIn('wrong');
    expect((await screen.findByRole('alert')).textContent).toContain(STAFF_INVALID_CREDENTIALS);
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(errorToast).not.toHaveBeenCalled();
  });
});
