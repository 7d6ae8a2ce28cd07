import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

/** A route the product has but whose screen is not built yet: says so plainly instead of showing made-up content. */
export function NotBuiltYetPage({ screen }: { screen: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <div className="rounded-full bg-amber-50 p-4 text-amber-600">
        <Construction className="size-8" aria-hidden="true" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-amber-600 uppercase">404 · Not built yet</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{screen} is not built yet</h1>
      <p className="mt-3 text-slate-500">This screen is part of the product but has not been built in this version.</p>
      <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-8')}>
        Go to the dashboard
      </Link>
    </div>
  );
}
