import { ChevronDown, LogOut, User } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link } from 'react-router';
import { displayName, type SessionUser } from '../../lib/session-user.ts';
import { SHARED_WITH_ME_ITEM } from './nav-links.ts';
import { menuIndexAfter } from './menu-keys.ts';
import { UserAvatar } from './user-avatar.tsx';

export interface UserMenuProps {
  user: SessionUser;
  onSignOut: () => void;
}

/** The account menu: Profile, Shared with me and Sign Out (menu-button pattern: arrows, Home/End move; Esc closes and returns focus; Tab leaves). */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  /** Which item the menu focuses when it opens: the first (click, Enter, ArrowDown) or the last (ArrowUp). */
  const [openAt, setOpenAt] = useState<'first' | 'last'>('first');
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    const items = rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    items?.[openAt === 'first' ? 0 : items.length - 1]?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, openAt]);

  const moveFocus = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const next = menuIndexAfter(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };
  const openFromKeyboard = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
    setOpen(true);
  };

  const name = displayName(user);
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpenAt('first');
          setOpen((o) => !o);
        }}
        onKeyDown={openFromKeyboard}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <UserAvatar name={name} />
        <span className="hidden max-w-32 truncate xl:inline">{name}</span>
        <ChevronDown className="size-4 text-slate-400" aria-hidden="true" />
        <span className="sr-only">Account menu</span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={moveFocus}
          className="absolute right-0 z-40 mt-2 w-60 origin-top-right overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-slate-100 px-4 py-3">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          <Link
            role="menuitem"
            tabIndex={-1}
            to="/profile"
            onClick={() => setOpen(false)}
            className="flex items-center gap-2 px-4 py-2 text-sm text-slate-700 hover:bg-slate-50 focus:bg-slate-50 focus:outline-none"
          >
            <User className="size-4" aria-hidden="true" /> Profile
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={SHARED_WITH_ME_ITEM.to}
            onClick={() => setOpen(false)}
            className="flex items-center gap-2 px-4 py-2 text-sm text-slate-700 hover:bg-slate-50 focus:bg-slate-50 focus:outline-none"
          >
            <SHARED_WITH_ME_ITEM.icon className="size-4" aria-hidden="true" /> {SHARED_WITH_ME_ITEM.label}
          </Link>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-red-600 hover:bg-red-50 focus:bg-red-50 focus:outline-none"
          >
            <LogOut className="size-4" aria-hidden="true" /> Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
