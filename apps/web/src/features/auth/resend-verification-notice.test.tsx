import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResendVerificationNotice } from './resend-verification-notice.tsx';

afterEach(cleanup);

describe('ResendVerificationNotice', () => {
  // jsdom lays nothing out, so the wrap is held by the classes that allow it; the phone-width e2e measures the page.
  it('lets a long e-mail address break anywhere inside the notice, so it never widens a phone screen', () => {
    const email = 'firstname.middlename.lastname@department.example-university.com';
    render(<ResendVerificationNotice email={email} message="Please verify your email address before signing in." />);
    const sentence = screen.getByText(`Open the link in the email we sent to ${email}, or get a new one.`);
    const text = sentence.parentElement!;
    expect(text.className).toContain('wrap-anywhere');
    // A flex child is as wide as its longest word unless its minimum width may shrink below it.
    expect(text.className).toContain('min-w-0');
    expect(screen.getByRole('status').contains(sentence)).toBe(true);
  });
});
