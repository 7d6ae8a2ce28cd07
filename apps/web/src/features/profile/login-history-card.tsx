import { History } from 'lucide-react';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REVOKE_SESSION_BY_ID_PATH, revokeSessionByIdResponseSchema } from '@rehearse/contract/own-sessions';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TableScroll } from '../../components/ui/table-scroll.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { authClient } from '../../lib/auth-client.ts';
import { notify } from '../../lib/toast.ts';
import { deviceOfUserAgent } from './device-label.ts';
import { displayIp } from './display-ip.ts';
import { useLoginHistory } from './api/use-login-history.ts';
import { accountKeys } from './api/account-query-keys.ts';

function when(iso: string | Date): string {
  return new Date(iso).toLocaleString();
}

function ActiveSessions({ currentSessionId }: { currentSessionId: string | undefined }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: async () => {
      const { data, error } = await authClient.listSessions();
      if (error) throw new Error(error.message ?? 'Could not load the sessions');
      return data;
    },
  });
  async function signOutDevice(sessionId: string) {
    try {
      // By id: session lists carry no tokens (another device's token would be a credential).
      await apiRequest(`/api/auth${REVOKE_SESSION_BY_ID_PATH}`, { body: { sessionId }, schema: revokeSessionByIdResponseSchema });
      notify.success('That device is signed out.');
    } catch {
      notify.error('Could not sign out that device. Please try again.');
    }
    await queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
  }
  if (sessions.isPending) return <Spinner label="Loading sessions" />;
  if (sessions.isError) return <p className="text-sm text-red-700">{sessions.error.message}</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Active sessions">
      {sessions.data.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <span>
            <span className="font-medium text-slate-900">{deviceOfUserAgent(session.userAgent)}</span>
            <span className="text-slate-600"> · {session.ipAddress ? displayIp(session.ipAddress) : 'unknown address'} · since {when(session.createdAt)}</span>
          </span>
          {session.id === currentSessionId ? (
            <span className="text-xs font-semibold text-emerald-700">This device</span>
          ) : (
            <Button size="sm" variant="outline" onClick={() => void signOutDevice(session.id)}>
              Sign out this device
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function LoginHistoryCard({ currentSessionId }: { currentSessionId: string | undefined }) {
  const [open, setOpen] = useState(false);
  const history = useLoginHistory(open);
  return (
    <Card>
      <CardHeader title="Login history" description="Recent sign-ins to your account and the devices signed in now." icon={<History className="size-5" aria-hidden />} />
      <CardBody>
        <Button variant="outline" onClick={() => setOpen(true)}>
          View Login History
        </Button>
      </CardBody>
      <Modal open={open} onClose={() => setOpen(false)} title="Login history">
        <div className="space-y-6">
          <section>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Active sessions</h3>
            <ActiveSessions currentSessionId={currentSessionId} />
          </section>
          <section>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Recent sign-in attempts</h3>
            {history.isPending && <Spinner label="Loading login history" />}
            {history.isError && <p className="text-sm text-red-700">{history.error.message}</p>}
            {history.data?.length === 0 && <p className="text-sm text-slate-600">No sign-ins recorded yet.</p>}
            {history.data && history.data.length > 0 && (
              <TableScroll label="Recent sign-in attempts">
                <table className="w-full text-left text-sm">
                  <thead className="text-xs text-slate-500">
                    <tr>
                      <th className="py-1">Time</th>
                      <th>Device</th>
                      <th>Address</th>
                      <th>Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {history.data.map((item, index) => (
                      <tr key={`${item.time}-${index}`} className="border-t border-slate-100">
                        <td className="py-1.5">{when(item.time)}</td>
                        <td>{item.device}</td>
                        <td>{item.ip ?? '—'}</td>
                        <td className={item.status === 'success' ? 'text-emerald-700' : 'text-red-700'}>{item.status === 'success' ? 'Success' : 'Failed'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </section>
        </div>
      </Modal>
    </Card>
  );
}
