import { BarChart3, Bot, FileVideo, GitCompare, Inbox, LayoutDashboard, Shield, Upload, Video, type LucideIcon } from 'lucide-react';
import { isAdmin, type SessionUser } from '../../lib/session-user.ts';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The navbar links for a signed-in user, in order; Admin only for role admin. */
export function signedInNavItems(user: Pick<SessionUser, 'role'>): NavItem[] {
  const items: NavItem[] = [
    { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { to: '/upload', label: 'Upload', icon: Upload },
    { to: '/analyses', label: 'Analyses', icon: FileVideo },
    { to: '/compare', label: 'Compare', icon: GitCompare },
    { to: '/coach', label: 'Coach', icon: Bot },
    { to: '/mock-interview', label: 'Mock Interview', icon: Video },
  ];
  if (isAdmin(user)) items.push({ to: '/admin', label: 'Admin', icon: Shield });
  return items;
}

/**
 * In the account menu for everyone signed in (not only when something is shared: that would cost a
 * request on every page, and the page itself says when nothing is shared yet). Decision 022.
 */
export const SHARED_WITH_ME_ITEM: NavItem = { to: '/admin-panel', label: 'Shared with me', icon: Inbox };

export const BRAND_ICON = BarChart3;
