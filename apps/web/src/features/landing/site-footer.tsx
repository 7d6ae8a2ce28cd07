import { Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';

export function SiteFooter() {
  // No year in the pre-rendered page, which may be served in a later year than it was built in: the hydration would
  // not match.
  const year = useHydrated() ? new Date().getFullYear() : null;
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:px-6 lg:px-8">
        <p>© {year === null ? '' : `${year} `}Rehearse. Practise with purpose.</p>
        <nav aria-label="Footer" className="flex gap-6">
          <a href="#faq" className="hover:text-slate-900">
            FAQ
          </a>
          <a href="#contact" className="hover:text-slate-900">
            Contact
          </a>
          <Link to="/admin-login" className="hover:text-slate-900">
            Staff login
          </Link>
        </nav>
      </div>
    </footer>
  );
}
