import type { AdminStats } from '@rehearse/contract/admin-stats';
import { useQuery } from '@tanstack/react-query';
import { Activity, ExternalLink, FileCode2, Home, LogOut, ShieldCheck, User } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { clearStaffSession, readStaffSession } from '../../lib/staff-session.ts';
import { notify } from '../../lib/toast.ts';
import { fetchAdminStats, staffLogout } from './staff-auth-api.ts';
import { PUBLIC_API_PATHS } from '@rehearse/contract/public-api-paths';

function InfoCard({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">{icon}</span>
      <div className="min-w-0">
        <p className="text-sm text-slate-500">{label}</p>
        <p className="truncate text-lg font-semibold text-slate-900">{value}</p>
      </div>
    </Card>
  );
}

function StatsStrip({ stats }: { stats: AdminStats }) {
  const items = [
    { label: 'Total users', value: stats.total_users },
    { label: 'Verified users', value: stats.verified_users },
    { label: 'New in the last 7 days', value: stats.new_users_last_7_days },
    { label: 'Active sessions', value: stats.active_sessions },
  ];
  return (
    <section aria-label="Site statistics" className="mt-6">
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="bg-white px-5 py-4">
            <dt className="text-xs font-medium text-slate-500">{item.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{item.value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const actionClasses =
  'group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600';

function ActionContent({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <>
      <span className="flex size-10 items-center justify-center rounded-xl bg-slate-100 text-slate-600 group-hover:bg-indigo-50 group-hover:text-indigo-600">
        {icon}
      </span>
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-500">{description}</span>
      </span>
    </>
  );
}

/** The staff page reached after admin login: who is signed in, their permissions, and quick actions. */
export function StaffAdminPage() {
  const navigate = useNavigate();
  const [session] = useState(readStaffSession);
  const [loggingOut, setLoggingOut] = useState(false);
  const check = useQuery({
    queryKey: ['staff', 'session-check', session?.user.username],
    queryFn: ({ signal }) => fetchAdminStats(signal),
    enabled: Boolean(session),
    retry: false,
  });
  const rejected = check.error instanceof ApiError && (check.error.status === 401 || check.error.status === 403);

  useEffect(() => {
    if (!session || rejected) {
      clearStaffSession();
      if (rejected) notify.error('Your admin session has expired. Please sign in again.');
      void navigate('/admin-login', { replace: true });
    }
  }, [session, rejected, navigate]);

  if (!session || rejected) return null;
  if (check.isPending) return <PageSpinner label="Checking admin session…" />;

  async function logOut() {
    if (!session) return;
    setLoggingOut(true);
    try {
      await staffLogout();
    } catch (error) {
      // A failed logout call is only logged (spec); the stored user is dropped either way.
      console.warn('Staff logout failed', error);
    }
    clearStaffSession();
    await navigate('/admin-login', { replace: true });
  }

  const { user } = session;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Staff Admin"
        description={`Welcome back, ${user.first_name?.trim() || user.username}! You are signed in to the Rehearse administration.`}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <InfoCard icon={<User className="size-5" aria-hidden="true" />} label="Admin username" value={user.username} />
        <InfoCard
          icon={<ShieldCheck className="size-5" aria-hidden="true" />}
          label="Permissions"
          value={user.is_superuser ? 'Superuser' : 'Staff'}
        />
        <InfoCard icon={<Activity className="size-5" aria-hidden="true" />} label="Status" value="Active" />
      </div>
      {check.data && <StatsStrip stats={check.data.stats} />}
      <h2 className="mt-10 mb-4 text-lg font-semibold text-slate-900">Quick actions</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <a href="/admin" target="_blank" rel="noopener noreferrer" className={actionClasses}>
          <ActionContent
            icon={<ExternalLink className="size-5" aria-hidden="true" />}
            title="Backend admin site"
            description="Opens the admin dashboard in a new tab."
          />
        </a>
        <Link to="/" className={actionClasses}>
          <ActionContent icon={<Home className="size-5" aria-hidden="true" />} title="Go to site" description="Back to the home page." />
        </Link>
        <a href={PUBLIC_API_PATHS.docs} target="_blank" rel="noopener noreferrer" className={actionClasses}>
          <ActionContent
            icon={<FileCode2 className="size-5" aria-hidden="true" />}
            title="API info"
            description="The API reference, in a new tab."
          />
        </a>
        <button type="button" onClick={() => void logOut()} disabled={loggingOut} className={actionClasses}>
          <ActionContent icon={<LogOut className="size-5" aria-hidden="true" />} title="Log out" description="End the admin session." />
        </button>
      </div>
      {check.isError && !rejected && (
        <p className="mt-6 text-sm text-amber-700">The server could not confirm the admin session right now ({check.error.message}).</p>
      )}
    </div>
  );
}
