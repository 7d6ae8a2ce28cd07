import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListOverallScore } from '../../components/ui/list-overall-score.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useSharedAnalyses } from './api/get-shared-analyses.ts';
import { NO_SHARED_ANALYSES } from './admin-panel-texts.ts';
import { localTitle } from '../../lib/local-title.ts';

/** /admin-panel, "Shared with me": analyses their owners shared with this user by name, read only. */
export function AdminPanelPage() {
  const [page, setPage] = useState(1);
  const shared = useSharedAnalyses(page);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader title="Shared with me" description="Interview analyses their owners shared with you. Read only; you can leave time-stamped comments." />
      <QueryState query={shared}>
        {(data) =>
          data.analyses.length === 0 ? (
            <EmptyState
              icon={<Inbox aria-hidden="true" />}
              title={NO_SHARED_ANALYSES}
              description="When someone invites you by e-mail to see their interview practice, accept from the mail; what they share appears here. To share your own, open one of your analyses and use Share."
            />
          ) : (
            <>
              <ul className="grid grid-cols-1 gap-3" aria-label="Shared analyses">
                {data.analyses.map((item) => (
                  <li key={item.id}>
                    <Card className="flex items-center justify-between gap-4 p-4">
                      <div className="min-w-0">
                        <Link to={`/admin-panel/${encodeURIComponent(item.id)}`} className="block truncate font-semibold text-indigo-700 hover:underline">
                          {localTitle(item.title)}
                        </Link>
                        <p className="text-sm text-slate-500">
                          {item.owner_name} · {new Date(item.date).toLocaleDateString()}
                        </p>
                      </div>
                      <ListOverallScore score={item.score} makeup={item.overall_makeup} className="shrink-0 text-lg font-semibold text-slate-900" />
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
