import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { AnalysesTab } from './analyses-tab.tsx';
import { useAdminAccess } from './api/admin-access.ts';
import { DashboardTab } from './dashboard-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { UsersTab } from './users-tab.tsx';

/** /admin: Dashboard, Users, Analyses, Settings — true numbers, actions for those who may manage. */
export function AdminPage() {
  const [tab, setTab] = useState('dashboard');
  const canManage = useAdminAccess().data?.capability === 'manage';
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader title="Admin Dashboard" description={canManage ? 'Run the service: users, analyses and settings.' : 'Read-only view for staff.'} />
      <Tabs
        label="Admin sections"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'dashboard', label: 'Dashboard', content: <DashboardTab /> },
          { id: 'users', label: 'Users', content: <UsersTab canManage={canManage} /> },
          { id: 'analyses', label: 'Analyses', content: <AnalysesTab canManage={canManage} /> },
          { id: 'settings', label: 'Settings', content: <SettingsTab canManage={canManage} />, keepMounted: true },
        ]}
      />
    </div>
  );
}
