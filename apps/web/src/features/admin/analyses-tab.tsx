import { analysisStatusSchema } from '@rehearse/contract/analysis-api';
import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { STATUS_LABELS } from '../../lib/analysis-status-labels.ts';
import { ListOverallScore } from '../../components/ui/list-overall-score.tsx';
import { useAdminAction } from './api/admin-actions.ts';
import { useAdminAnalyses } from './api/admin-analyses.ts';
import { Pager } from '../../components/ui/pager.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TableScroll } from '../../components/ui/table-scroll.tsx';
import { localTitle } from '../../lib/local-title.ts';
import { SearchBox } from './search-box.tsx';

export function AnalysesTab({ canManage }: { canManage: boolean }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const analyses = useAdminAnalyses(search, status, page);
  const action = useAdminAction();
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox label="Search by title or user" onSearch={onSearch} />
        <label className="flex items-center gap-2 text-sm text-slate-600">
          Status
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
            className="rounded-lg border border-slate-300 px-2 py-2 text-sm"
          >
            <option value="">All</option>
            {analysisStatusSchema.options.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState query={analyses}>
        {(data) =>
          data.analyses.length === 0 ? (
            <p className="py-10 text-center text-sm text-slate-500">No analyses match.</p>
          ) : (
            <>
              <TableScroll label="Analyses">
                <table className="w-full text-left">
                  <thead className="text-xs tracking-wide text-slate-500 uppercase">
                    <tr>
                      <th className="pb-2">Title</th>
                      <th className="pb-2">User</th>
                      <th className="pb-2">Score</th>
                      <th className="pb-2">Status</th>
                      <th className="pb-2">Date</th>
                      {canManage && <th className="pb-2">Actions</th>}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {data.analyses.map((item) => (
                      <tr key={item.id}>
                        <td className="max-w-56 truncate py-3 pr-4 font-medium text-slate-900" title={localTitle(item.title)}>
                          {localTitle(item.title)}
                        </td>
                        <td className="py-3 pr-4 text-sm text-slate-700">{item.user}</td>
                        <td className="py-3 pr-4 text-sm text-slate-700">
                          <ListOverallScore score={item.score} makeup={item.overall_makeup} className="items-start" />
                        </td>
                        <td className="py-3 pr-4">
                          <StatusBadge status={item.status} />
                          {item.error && <p className="mt-1 max-w-48 truncate text-xs text-red-700" title={item.error}>{item.error}</p>}
                        </td>
                        <td className="py-3 pr-4 text-sm text-slate-700">{new Date(item.date).toLocaleString()}</td>
                        {canManage && (
                          <td className="py-3">
                            <div className="flex gap-2">
                              {item.status === 'failed' && (
                                <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => action.mutate({ kind: 'rerun-analysis', analysisId: item.id })}>
                                  Rerun
                                </Button>
                              )}
                              <Button
                                size="sm"
                                variant="danger"
                                disabled={action.isPending}
                                aria-label={`Delete ${localTitle(item.title)}`}
                                onClick={() => {
                                  if (window.confirm(`Delete "${localTitle(item.title)}" of ${item.user}, with its video and reports?`)) action.mutate({ kind: 'delete-analysis', analysisId: item.id });
                                }}
                              >
                                Delete
                              </Button>
                            </div>
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
