import { publicConfigSchema, type PublicConfig } from '@rehearse/contract/public-config';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { ContactSection } from './contact-section.tsx';
import { FaqSection } from './faq-section.tsx';

const base: PublicConfig = { google: false, support_email: null, support_hours: null, max_upload_mb: 100, coach: 'built-in' };
const withConfig = (config: PublicConfig) => fakeApi({ 'GET /api/config/public': { body: config, schema: publicConfigSchema } });

describe('Contact section', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('publishes the configured support address and hours, and no live chat', async () => {
    withConfig({ ...base, support_email: 'help@example.com', support_hours: 'Mon–Fri 9:00–17:00 CET' });
    renderScreen('/', [{ path: '/', element: <ContactSection /> }]);
    expect((await screen.findByRole('link', { name: 'help@example.com' })).getAttribute('href')).toBe('mailto:help@example.com');
    expect(screen.getByText('Mon–Fri 9:00–17:00 CET')).toBeTruthy();
    expect(screen.queryByText(/live chat/i)).toBeNull();
  });

  it('shows neither address nor hours when the server has none configured', async () => {
    const api = withConfig(base);
    renderScreen('/', [{ path: '/', element: <ContactSection /> }]);
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/config/public')).toHaveLength(1));
    expect(screen.queryByText('Email support')).toBeNull();
    expect(screen.queryByText('Support hours')).toBeNull();
    expect(screen.queryByText(/rehearse\.local/)).toBeNull();
    expect(screen.getByText('Browse answers to common questions')).toBeTruthy();
  });
});

describe('FAQ', () => {
  afterEach(cleanup);

  it('lists the formats the engine accepts and the measured analysis time', () => {
    renderScreen('/', [{ path: '/', element: <FaqSection /> }]);
    expect(screen.getByText('You can upload MP4, MOV, WebM, MKV, AVI and WMV videos, and M4A, MP3, WAV, OGG, Opus and WebM audio recordings (a phone interview): those are analysed for your voice alone.')).toBeTruthy();
    expect(screen.getByText(/one-minute answer takes 12–25 seconds/)).toBeTruthy();
    expect(screen.queryByText(/2-5 minutes/)).toBeNull();
  });
});
