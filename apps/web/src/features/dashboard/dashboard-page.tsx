import { formatScore, orNotMeasured } from '@rehearse/contract/number-format';
import { LIST_MESSAGES } from '../../lib/analysis-messages.ts';
import { Award, BarChart3, CreditCard, Eye, FileVideo, GitCompare, Lightbulb, ListVideo, Mic, Timer, TrendingUp, Upload, User, Users, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { IconList, type IconListItem } from '../../components/ui/icon-list.tsx';
import { ScoreBar } from '../../components/ui/score-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { incompleteOverallLabelOf, overallScoreOf, sessionTitle } from '../../lib/session-scores.ts';
import { useSessionUser } from '../../lib/session.tsx';
import { creditsLeft } from '../../lib/credits-left.ts';
import { cx } from '../../lib/class-names.ts';
import { LAUNCHER_LANE_CLASS } from '../../lib/launcher-lane.ts';
import { displayName } from '../../lib/session-user.ts';
import { useAnalysisSummary } from './api/get-analysis-summary.ts';
import { useRecentAnalyses } from './api/get-recent-analyses.ts';
import { ScoreTrendCard } from './components/score-trend-card.tsx';
import { DASHBOARD_TEXTS, greeting, incompleteLeftOut } from './dashboard-texts.ts';

function StatCard({ label, value, icon, note }: { label: string; value: ReactNode; icon: ReactNode; note?: string }) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <span className="text-indigo-600 [&_svg]:size-5">{icon}</span>
      </div>
      {/* As wide as the figure, at the card's left: the floating coach launcher's lane on the right never holds it. */}
      <p className="mt-2 w-fit text-2xl font-bold text-slate-900 tabular-nums" data-testid="dashboard-score">
        {value}
      </p>
      {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
    </Card>
  );
}

const QUICK_ACTIONS = [
  { to: '/upload', label: 'Upload Video', Icon: Upload },
  { to: '/analyses', label: 'View Analyses', Icon: ListVideo },
  { to: '/compare', label: 'Compare Results', Icon: GitCompare },
  { to: '/profile', label: 'Profile', Icon: User },
];

const TIPS: IconListItem[] = [
  { Icon: Eye, title: 'Eye contact', text: 'Look into the camera lens, not at your own picture, for most of each answer.' },
  { Icon: Users, title: 'Body language', text: 'Sit upright, keep your shoulders in frame and let your hands show.' },
  { Icon: Mic, title: 'Speaking pace', text: 'Aim for a calm 120–160 words per minute and pause instead of saying “um”.' },
  { Icon: Timer, title: 'Preparation', text: 'Prepare 5–6 stories in the STAR format and practise them aloud.' },
];

export function DashboardPage() {
  const user = useSessionUser();
  const summary = useAnalysisSummary();
  const query = useRecentAnalyses();
  const stats = summary.data ?? null;
  const recent = query.data?.analyses ?? null;
  // No analyses yet: nothing to measure, a dash; analyses without any score: 'Not measured'.
  const dash = (v: number | null | undefined) => (stats && stats.total > 0 ? orNotMeasured(v ?? null, formatScore) : '—');
  const credits = creditsLeft(user);
  const leftOut = stats && stats.incomplete > 0 ? incompleteLeftOut(stats.incomplete) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{greeting(displayName(user), (stats?.total ?? 0) > 0)}</h1>
        <p className="mt-1 text-slate-500">Track your interview practice and keep improving.</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Analyses" value={stats ? stats.total : '—'} icon={<BarChart3 />} />
        <StatCard label="Average Score" value={dash(stats?.average_score)} icon={<TrendingUp />} {...(leftOut ? { note: leftOut } : {})} />
        <StatCard label="Best Score" value={dash(stats?.best_score)} icon={<Award />} />
        <StatCard label="Credits Left" value={credits} icon={<CreditCard />} note={credits > 0 ? DASHBOARD_TEXTS.creditsExplained : DASHBOARD_TEXTS.noCreditsExplained} />
      </div>

      <ScoreTrendCard />

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title="Recent Analyses" action={<Link to="/analyses" className="text-sm font-medium text-indigo-600 hover:underline">View all</Link>} />
          <CardBody>
            {query.isPending && <Spinner label="Loading analyses..." />}
            {query.isError && (
              <Alert tone="error">
                <p>{query.error.message}</p>
                <Button size="sm" variant="outline" className="mt-2" onClick={() => {
                    void query.refetch();
                    void summary.refetch();
                  }}>
                  Try Again
                </Button>
              </Alert>
            )}
            {recent && recent.length === 0 && (
              <EmptyState
                icon={<FileVideo />}
                title="No analyses yet"
                description={DASHBOARD_TEXTS.emptyDescription}
                action={
                  <div className="flex flex-wrap justify-center gap-3">
                    <Link to="/upload" className={buttonClasses('primary')}>
                      <Upload className="size-4" aria-hidden="true" /> Upload Video
                    </Link>
                    <Link to="/mock-interview" className={buttonClasses('outline')}>
                      <Video className="size-4" aria-hidden="true" /> {DASHBOARD_TEXTS.startMock}
                    </Link>
                  </div>
                }
              />
            )}
            {recent && recent.length > 0 && (
              <ul className="divide-y divide-slate-100">
                {recent.map((s) => {
                  const score = overallScoreOf(s);
                  const incomplete = incompleteOverallLabelOf(s);
                  return (
                    <li key={s.session_id} className="py-3">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <Link to={`/analysis/${encodeURIComponent(s.session_id)}`} className="font-medium break-all text-slate-900 hover:text-indigo-600">
                          {sessionTitle(s, LIST_MESSAGES.untitled)}
                        </Link>
                        <div className="flex items-center gap-3">
                          <StatusBadge status={s.status} />
                          <span className="text-sm text-slate-500">{new Date(s.start_time).toLocaleDateString()}</span>
                        </div>
                      </div>
                      <div className={cx('mt-2 flex items-center gap-3', LAUNCHER_LANE_CLASS)}>
                        <ScoreBar score={score} label={`Score of ${sessionTitle(s, LIST_MESSAGES.untitled)}${incomplete ? ` (${incomplete})` : ''}`} neutral={incomplete !== null} />
                        <span className="min-w-16 text-right text-sm font-medium text-slate-700 tabular-nums" data-testid="dashboard-score">
                          {orNotMeasured(score, formatScore)}
                        </span>
                      </div>
                      {incomplete && (
                        <p className="mt-1 text-xs text-slate-600" data-testid="recent-incomplete">
                          {incomplete} — not averaged or ranked with complete overalls
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </CardBody>
        </Card>

        <div className="space-y-6">
          <Card>
            <CardHeader title="Quick Actions" />
            <CardBody className="grid grid-cols-2 gap-3">
              {QUICK_ACTIONS.map(({ to, label, Icon }) => (
                <Link key={to} to={to} className={buttonClasses('outline', 'md', 'h-auto flex-col py-4 text-center')}>
                  <Icon className="size-5 text-indigo-600" aria-hidden="true" />
                  {label}
                </Link>
              ))}
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Interview Tips" icon={<Lightbulb className="size-5" aria-hidden="true" />} />
            <CardBody>
              <IconList items={TIPS} className="space-y-3" />
            </CardBody>
          </Card>
        </div>
      </div>
    </div>
  );
}
