import { NO_SHARED_ANALYSES } from '@rehearse/contract/admin-panel';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { formatPercent } from '../../lib/score-format.ts';
import { Pager } from '../../components/ui/pager.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useSharedAnalyses } from './shared-analyses-api.ts';

/** /admin-panel (interviewers): analyses their owners chose to share, read only. */
export function AdminPanelPage() {
  const [page, setPage] = useState(1);
  const shared = useSharedAnalyses(page);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader title="Admin Panel" description="Interview analyses candidates chose to share with interviewers. Read only." />
      <QueryState query={shared}>
        {(data) =>
          data.analyses.length === 0 ? (
            <p className="py-16 text-center text-slate-500">{NO_SHARED_ANALYSES}</p>
          ) : (
            <>
              <ul className="grid gap-3" aria-label="Shared analyses">
                {data.analyses.map((item) => (
                  <li key={item.id}>
                    <Card className="flex items-center justify-between gap-4 p-4">
                      <div className="min-w-0">
                        <Link to={`/admin-panel/${encodeURIComponent(item.id)}`} className="block truncate font-semibold text-indigo-700 hover:underline">
                          {item.title}
                        </Link>
                        <p className="text-sm text-slate-500">
                          {item.owner_name} · {new Date(item.date).toLocaleDateString()}
                        </p>
                      </div>
                      <span className="text-lg font-semibold text-slate-900">{item.score === null ? '—' : formatPercent(item.score, 1)}</span>
                    </Card>
                  </li>
                ))}
              </ul>
              <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
