import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { useSessionUser } from '../../lib/session.tsx';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { LoginHistoryCard } from './login-history-card.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

/** /profile: Profile, Settings and Security tabs, plus a Sign Out card. */
export function ProfilePage() {
  const user = useSessionUser();
  const signOut = useSignOut();
  const { data: session } = authClient.useSession();
  const [tab, setTab] = useState('profile');

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <PageHeader title="Profile" description="Your details, settings and account security." />
      <Tabs
        label="Profile sections"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'profile', label: 'Profile', content: <ProfileTab user={user} />, keepMounted: true },
          { id: 'settings', label: 'Settings', content: <SettingsTab user={user} />, keepMounted: true },
          {
            id: 'security',
            label: 'Security',
            content: (
              <div className="space-y-6">
                <ChangePasswordCard />
                <TwoFactorCard enabled={Boolean(user.twoFactorEnabled)} />
                <LoginHistoryCard currentSessionId={session?.session.id} />
                <DeleteAccountCard />
              </div>
            ),
          },
        ]}
      />
      <Card>
        <CardBody className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700 wrap-anywhere">Signed in as {user.email}</p>
          <Button variant="outline" icon={<LogOut className="size-4" aria-hidden />} onClick={() => void signOut()}>
            Sign Out
          </Button>
        </CardBody>
      </Card>
    </div>
  );
}
