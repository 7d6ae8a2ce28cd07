import type { AdminUserItem } from '@rehearse/contract/admin-api';
import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useAdminAction } from './api/admin-actions.ts';
import { useAdminUsers } from './api/admin-users.ts';
import { Pager } from '../../components/ui/pager.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TableScroll } from '../../components/ui/table-scroll.tsx';
import { SearchBox } from './search-box.tsx';

function UserRow({ user, canManage }: { user: AdminUserItem; canManage: boolean }) {
  const action = useAdminAction();
  const [amount, setAmount] = useState('5');
  const busy = action.isPending;
  const inactive = user.status === 'inactive';
  return (
    <tr className="align-top">
      <td className="py-3 pr-4">
        <p className="font-medium text-slate-900">{user.name}</p>
        <p className="text-xs text-slate-500">{user.email}</p>
      </td>
      <td className="py-3 pr-4 text-sm text-slate-700">{user.user_type.replace('_', ' ')}</td>
      <td className="py-3 pr-4 text-sm">
        <span className={inactive ? 'rounded-full bg-red-50 px-2 py-0.5 text-red-700' : 'rounded-full bg-green-50 px-2 py-0.5 text-green-700'}>{inactive ? 'Inactive' : 'Active'}</span>
      </td>
      <td className="py-3 pr-4 text-sm text-slate-700">{user.role}</td>
      <td className="py-3 pr-4 text-sm text-slate-700">{user.analysis_credits}</td>
      {canManage && (
        <td className="py-3">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              size="sm"
              variant={inactive ? 'outline' : 'danger'}
              disabled={busy}
              aria-label={`${inactive ? 'Activate' : 'Deactivate'} ${user.email}`}
              onClick={() => action.mutate({ kind: 'status', userId: user.id, status: inactive ? 'active' : 'inactive' })}
            >
              {inactive ? 'Activate' : 'Deactivate'}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={`${user.role === 'admin' ? 'Remove admin role from' : 'Make admin'} ${user.email}`}
              onClick={() => action.mutate({ kind: 'role', userId: user.id, role: user.role === 'admin' ? 'user' : 'admin' })}
            >
              {user.role === 'admin' ? 'Remove admin' : 'Make admin'}
            </Button>
            <form
              className="flex items-center gap-1"
              onSubmit={(event) => {
                event.preventDefault();
                const n = Number(amount);
                if (Number.isInteger(n) && n !== 0) action.mutate({ kind: 'credits', userId: user.id, amount: n });
              }}
            >
              <label className="sr-only" htmlFor={`credits-${user.id}`}>
                Credits to add for {user.email}
              </label>
              <input
                id={`credits-${user.id}`}
                type="number"
                step={1}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                className="w-16 rounded-md border border-slate-300 px-2 py-1 text-sm"
              />
              <Button size="sm" variant="outline" type="submit" disabled={busy}>
                Add credits
              </Button>
            </form>
          </div>
        </td>
      )}
    </tr>
  );
}

export function UsersTab({ canManage }: { canManage: boolean }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const users = useAdminUsers(search, page);
  return (
    <div className="space-y-4">
      <SearchBox label="Search users by name or e-mail" onSearch={onSearch} />
      <QueryState query={users}>
        {(data) =>
          data.users.length === 0 ? (
            <p className="py-10 text-center text-sm text-slate-500">{search ? 'No users match this search.' : 'No users yet.'}</p>
          ) : (
            <>
              <TableScroll label="Users">
                <table className="w-full text-left">
                  <thead className="text-xs tracking-wide text-slate-500 uppercase">
                    <tr>
                      <th className="pb-2">User</th>
                      <th className="pb-2">Type</th>
                      <th className="pb-2">Status</th>
                      <th className="pb-2">Role</th>
                      <th className="pb-2">Credits</th>
                      {canManage && <th className="pb-2">Actions</th>}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {data.users.map((user) => (
                      <UserRow key={user.id} user={user} canManage={canManage} />
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
