/** Support channels shown in the contact section; the address can be set at build time with VITE_SUPPORT_EMAIL. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@rehearse.app';
export const LIVE_CHAT_HOURS = 'Mon-Fri 9AM-6PM EST';
