import type { ComparedAnalysis } from '@rehearse/contract/analysis-api';
import { MessageSquareText } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { COMPARE_TEXTS } from '../compare-texts.ts';
import { contentOverTime } from '../content-over-time.ts';
import { ChangeBadge } from './change-badge.tsx';

/** The answers' content score and its parts across the compared analyses, earlier → later, with the change. */
export function ContentOverTimeCard({ analyses }: { analyses: readonly ComparedAnalysis[] }) {
  const view = contentOverTime(analyses);
  return (
    <Card data-testid="content-over-time">
      <CardHeader
        title={COMPARE_TEXTS.contentTitle}
        icon={<MessageSquareText className="size-5" aria-hidden="true" />}
        description={view.judged === 0 ? COMPARE_TEXTS.contentNoneJudged : COMPARE_TEXTS.contentDescription}
      />
      <CardBody>
        <TableScroll label={COMPARE_TEXTS.contentRegion}>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left align-bottom text-slate-500">
                <th scope="col" className="py-2 pr-3 font-medium">Part</th>
                {view.columns.map((c) => (
                  // The whole name, wrapped where it must (a file name has no spaces), never cut to 'answer-earl…'; the
                  // date that tells same-named ones apart stays on one line of its own.
                  <th key={c.id} scope="col" className="max-w-40 min-w-24 py-2 pr-3 font-medium" title={c.full}>
                    <span className="block [overflow-wrap:anywhere]">{c.title}</span>
                    {c.stamp && <span className="block text-xs whitespace-nowrap">({c.stamp})</span>}
                  </th>
                ))}
                <th scope="col" className="py-2 font-medium">Change</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {view.rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className={r.key === 'score' ? 'py-2 pr-3 text-left font-semibold text-slate-900' : 'py-2 pr-3 text-left font-medium text-slate-700'}>
                    {r.label}
                  </th>
                  {r.cells.map((c, i) => (
                    <td key={view.columns[i]?.id ?? i} className={c.value === null ? 'py-2 pr-3 text-slate-600' : 'py-2 pr-3 whitespace-nowrap tabular-nums'}>
                      {c.text}
                    </td>
                  ))}
                  <td className="py-2">
                    <ChangeBadge change={r.change} testId="content-change" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </CardBody>
    </Card>
  );
}
