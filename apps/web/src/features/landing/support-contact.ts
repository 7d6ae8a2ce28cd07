/** Used until the server's public config names the support address (or set at build time with VITE_SUPPORT_EMAIL). */
export const DEFAULT_SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@rehearse.local';
export const LIVE_CHAT_HOURS = 'Mon-Fri 9AM-6PM EST';
