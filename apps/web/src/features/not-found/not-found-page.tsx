import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <div className="rounded-full bg-indigo-50 p-4 text-indigo-600">
        <Compass className="size-8" aria-hidden="true" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-indigo-600 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-500">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Back to home
      </Link>
    </div>
  );
}
