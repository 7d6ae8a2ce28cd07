import { contactResponseSchema } from '@rehearse/contract/contact';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { ContactForm } from './contact-form.tsx';

const CONTACT = 'POST /api/contact/';
const show = () => renderScreen('/', [{ path: '/', element: <ContactForm /> }]);
const fill = (fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields)) fireEvent.input(screen.getByLabelText(label), { target: { value } });
};
const complete = { Name: 'Ada', Email: ' ada@example.com ', Message: 'How do credits work?' };

describe('Contact form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("sends the message, shows the server's confirmation and clears the form", async () => {
    const api = fakeApi({ [CONTACT]: { body: { status: 'success', message: 'Thanks! We will reply within 24 hours.' }, schema: contactResponseSchema } });
    show();
    fill(complete);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'billing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(screen.getByText('Thanks! We will reply within 24 hours.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/contact/').map((c) => c.body)).toEqual([{ name: 'Ada', email: 'ada@example.com', subject: 'billing', message: 'How do credits work?' }]);
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
  });

  it('says what is missing and sends nothing', async () => {
    const api = fakeApi({});
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please choose a subject')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    fill({ ...complete, Email: 'not-an-address' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's error and keeps what was typed", async () => {
    fakeApi({ [CONTACT]: { status: 503, body: { status: 'error', message: 'Your message could not be delivered right now. Please try again later.' } } });
    show();
    fill(complete);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'general' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message could not be delivered right now. Please try again later.')).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('How do credits work?');
  });
});
