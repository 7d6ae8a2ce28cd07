import type { AdminStats } from '@rehearse/contract/admin-stats';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatFileSize, formatScore } from '@rehearse/contract/number-format';
import { useAdminAudit } from './api/admin-audit.ts';
import { useAdminStats } from './api/admin-stats.ts';
import { workerStatus } from './admin-format.ts';
import { averageLeftOut } from './admin-texts.ts';
import { AuditList } from './audit-list.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="bg-white px-5 py-4">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{value}</dd>
      {note && (
        <dd className="mt-1 text-xs text-slate-600" data-testid="figure-note">
          {note}
        </dd>
      )}
    </div>
  );
}

function FullAuditLog() {
  const [page, setPage] = useState(1);
  const audit = useAdminAudit(page);
  return (
    <QueryState query={audit}>
      {(data) => (
        <>
          <AuditList entries={data.entries} />
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} />
        </>
      )}
    </QueryState>
  );
}

function DashboardFigures({ stats }: { stats: AdminStats }) {
  const [showAll, setShowAll] = useState(false);
  const worker = workerStatus(stats.queue.last_worker_heartbeat, new Date());
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 sm:grid-cols-3 lg:grid-cols-6">
        <Figure label="Users" value={stats.total_users.toLocaleString()} />
        <Figure label="Analyses" value={stats.total_analyses.toLocaleString()} />
        <Figure
          label="Average score"
          value={stats.average_score === null ? '—' : formatScore(stats.average_score)}
          {...(stats.incomplete_overalls > 0 ? { note: averageLeftOut(stats.incomplete_overalls) } : {})}
        />
        <Figure label="Completed" value={stats.completed_analyses.toLocaleString()} />
        <Figure label="Failed" value={stats.failed_analyses.toLocaleString()} />
        <Figure label="Storage used" value={formatFileSize(stats.storage_bytes)} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-5 lg:col-span-2">
          <h2 className="font-semibold text-slate-900">Analyses per day</h2>
          <div className="mt-4 h-56" role="img" aria-label={`Analyses per day over the last ${stats.analyses_per_day.length} days`}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={stats.analyses_per_day}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={12} />
                <YAxis allowDecimals={false} fontSize={12} width={32} />
                <Tooltip />
                <Bar dataKey="count" name="Analyses" fill="#4f46e5" radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </Card>
        <Card className="p-5">
          <h2 className="font-semibold text-slate-900">System status</h2>
          <dl className="mt-3 space-y-3 text-sm">
            <div>
              <dt className="text-slate-500">Analysis worker</dt>
              <dd className={worker.running ? 'font-medium text-green-700' : 'font-medium text-red-700'}>{worker.text}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Queue</dt>
              <dd className="font-medium text-slate-900">
                {stats.queue.waiting} waiting · {stats.queue.processing} running
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Active sessions</dt>
              <dd className="font-medium text-slate-900">{stats.active_sessions}</dd>
            </div>
          </dl>
        </Card>
      </div>
      <Card className="p-5">
        <div className="flex items-center justify-between">
          <h2 className="font-semibold text-slate-900">{showAll ? 'Admin activity' : 'Recent activity'}</h2>
          <Button variant="ghost" size="sm" onClick={() => setShowAll((v) => !v)}>
            {showAll ? 'Show recent only' : 'View full log'}
          </Button>
        </div>
        {showAll ? <FullAuditLog /> : <AuditList entries={stats.recent_activity} />}
      </Card>
    </div>
  );
}

export function DashboardTab() {
  const stats = useAdminStats();
  return <QueryState query={stats}>{(data) => <DashboardFigures stats={data.stats} />}</QueryState>;
}
