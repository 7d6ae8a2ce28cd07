import { Link } from 'react-router';
import { BRAND_ICON as BrandIcon } from './nav-links.ts';

export function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600">
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm">
        <BrandIcon className="size-4.5" aria-hidden="true" />
      </span>
      <span className="text-lg font-bold tracking-tight text-slate-900">Rehearse</span>
    </Link>
  );
}
