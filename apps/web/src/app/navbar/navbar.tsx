import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cx } from '../../lib/class-names.ts';
import { useSessionState } from '../../lib/session.tsx';
import { displayName, probablySignedOut } from '../../lib/session-user.ts';
import { storedStaffUsername } from '../../lib/staff-session-key.ts';
import { Brand } from './brand.tsx';
import { SHARED_WITH_ME_ITEM, signedInNavItems } from './nav-links.ts';
import { UserAvatar } from './user-avatar.tsx';
import { UserMenu } from './user-menu.tsx';
import { useSignOut } from '../../lib/use-sign-out.ts';

const CONTACT_TARGET = { pathname: '/', hash: '#contact' };

function desktopLinkClasses({ isActive }: { isActive: boolean }): string {
  return cx(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );
}

function mobileLinkClasses({ isActive }: { isActive: boolean }): string {
  return cx(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium',
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100',
  );
}

export function Navbar() {
  const session = useSessionState();
  const signOut = useSignOut();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);

  // A navigation closes the mobile menu.
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setMobileOpen(false);
  }
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setMobileOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  const user = session.status === 'signed-in' ? session.user : null;
  const items = user ? signedInNavItems(user) : [];
  // Staff signed in at /admin-login have no user session, only their cookie and adminUser: they are not visitors.
  // A visitor sees Sign In / Sign Up from the first paint, as the public screens show before the session answers.
  const staff = probablySignedOut(session) ? storedStaffUsername() : null;
  const visitor = probablySignedOut(session) && !staff;
  const staffLink = staff && (
    <Link to="/admin-dashboard" className={buttonClasses('ghost')}>
      Staff: {staff}
    </Link>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/85 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        <div className="ml-4 hidden flex-1 items-center gap-1 lg:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={desktopLinkClasses}>
              {item.label}
            </NavLink>
          ))}
          <Link to={CONTACT_TARGET} className={desktopLinkClasses({ isActive: false })}>
            Contact
          </Link>
        </div>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          {user && <UserMenu user={user} onSignOut={() => void signOut()} />}
          {staffLink}
          {visitor && (
            <>
              <Link to="/login" className={buttonClasses('ghost')}>
                Sign In
              </Link>
              <Link to="/register" className={buttonClasses('primary')}>
                Sign Up
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          className="ml-auto rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((o) => !o)}
        >
          {mobileOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </nav>
      {mobileOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden">
          {user && (
            <div className="mb-2 flex items-center gap-3 border-b border-slate-100 px-3 py-3">
              <UserAvatar name={displayName(user)} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</p>
                <p className="truncate text-xs text-slate-500">{user.email}</p>
              </div>
            </div>
          )}
          <div className="space-y-1">
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} className={mobileLinkClasses}>
                <item.icon className="size-5 text-slate-400" aria-hidden="true" />
                {item.label}
              </NavLink>
            ))}
            <Link to={CONTACT_TARGET} className={mobileLinkClasses({ isActive: false })}>
              Contact
            </Link>
          </div>
          <div className="mt-3 border-t border-slate-100 pt-3">
            {user && (
              <div className="space-y-1">
                <NavLink to="/profile" className={mobileLinkClasses}>
                  Profile
                </NavLink>
                <NavLink to={SHARED_WITH_ME_ITEM.to} className={mobileLinkClasses}>
                  {SHARED_WITH_ME_ITEM.label}
                </NavLink>
                <button
                  type="button"
                  onClick={() => void signOut()}
                  className="w-full rounded-lg px-3 py-2.5 text-left text-base font-medium text-red-600 hover:bg-red-50"
                >
                  Sign Out
                </button>
              </div>
            )}
            {staffLink}
            {visitor && (
              <div className="grid grid-cols-2 gap-3">
                <Link to="/login" className={buttonClasses('outline')}>
                  Sign In
                </Link>
                <Link to="/register" className={buttonClasses('primary')}>
                  Sign Up
                </Link>
              </div>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
