import { PROFILE_MESSAGES } from '@rehearse/contract/account-api';
import { DEFAULT_USER_SETTINGS, userSettingsSchema, type UserSettings } from '@rehearse/contract/user-settings';
import { Coins, Download } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { creditsLeft } from '../../lib/credits-left.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { notify } from '../../lib/toast.ts';
import { exportUrl } from './export-url.ts';
import { purchaseContactLink } from './purchase-contact-link.ts';

function settingsOf(user: SessionUser): UserSettings {
  try {
    const parsed = userSettingsSchema.safeParse(JSON.parse(user.settings ?? ''));
    return parsed.success ? parsed.data : DEFAULT_USER_SETTINGS;
  } catch {
    return DEFAULT_USER_SETTINGS;
  }
}

const NOTIFICATION_LABELS = {
  analysis: 'Analysis complete — e-mail me when an analysis is ready',
  progress: 'Progress updates',
  marketing: 'Product news and tips',
  comments: 'Comments — e-mail me when someone I shared an analysis with comments on it',
} as const;
// Only the toggle that does something is offered: `analysisPublic` ('Share my analyses with interviewers') shares
// nothing since decision 022 — sharing is by invitation from an analysis — and its stored value is kept as it is.
const PRIVACY_LABELS = {
  profileVisible: 'Profile visible — people you share an analysis with see your full name (off: only your initials)',
} as const;

export function SettingsTab({ user }: { user: SessionUser }) {
  const [settings, setSettings] = useState<UserSettings>(() => settingsOf(user));
  const [saving, setSaving] = useState(false);
  const [purchaseOpen, setPurchaseOpen] = useState(false);
  const [includeVideos, setIncludeVideos] = useState(false);
  const credits = creditsLeft(user);

  async function save() {
    setSaving(true);
    const { error } = await authClient.updateUser({ settings: JSON.stringify(settings) });
    setSaving(false);
    if (error) notify.error(PROFILE_MESSAGES.settingsFailed);
    else notify.success(PROFILE_MESSAGES.settingsSaved);
  }

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title="Analysis credits" icon={<Coins className="size-5" aria-hidden />} />
        <CardBody className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-3xl font-bold text-slate-900" data-testid="credits-left">
            {credits} <span className="text-base font-normal text-slate-600">credits left</span>
          </p>
          <Button variant="outline" onClick={() => setPurchaseOpen(true)}>
            Purchase More Credits
          </Button>
        </CardBody>
      </Card>
      <Modal
        open={purchaseOpen}
        onClose={() => setPurchaseOpen(false)}
        title="Get more analysis credits"
        footer={
          <>
            <Button variant="ghost" onClick={() => setPurchaseOpen(false)}>
              Close
            </Button>
            <a className={buttonClasses('primary')} href={purchaseContactLink(credits)}>
              Contact us
            </a>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          Rehearse does not sell credits online. Send us a message through the contact form — it opens filled in with your request — and the
          team adds credits to your account, usually within 24 hours.
        </p>
      </Modal>

      <Card>
        <CardHeader title="Email notifications" />
        <CardBody className="space-y-3">
          {(Object.keys(NOTIFICATION_LABELS) as Array<keyof typeof NOTIFICATION_LABELS>).map((key) => (
            <Checkbox
              key={key}
              id={`settings-notify-${key}`}
              label={NOTIFICATION_LABELS[key]}
              checked={settings.emailNotifications[key]}
              onChange={(e) => setSettings((s) => ({ ...s, emailNotifications: { ...s.emailNotifications, [key]: e.target.checked } }))}
            />
          ))}
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Privacy" />
        <CardBody className="space-y-3">
          {(Object.keys(PRIVACY_LABELS) as Array<keyof typeof PRIVACY_LABELS>).map((key) => (
            <Checkbox
              key={key}
              id={`settings-privacy-${key}`}
              label={PRIVACY_LABELS[key]}
              checked={settings.privacy[key]}
              onChange={(e) => setSettings((s) => ({ ...s, privacy: { ...s.privacy, [key]: e.target.checked } }))}
            />
          ))}
          <p className="text-sm text-slate-600">Your analyses are never shared on their own: share one by inviting someone from its page.</p>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Data Export" description="A ZIP of your profile, settings, analyses with their reports and transcripts, and sign-in history." />
        <CardBody className="flex flex-wrap items-center gap-4">
          <Checkbox id="export-videos" label="Include videos" checked={includeVideos} onChange={(e) => setIncludeVideos(e.target.checked)} />
          <a
            className={buttonClasses('outline')}
            href={exportUrl(includeVideos)}
            download
            onClick={() => notify.info(PROFILE_MESSAGES.exportStarted)}
          >
            <Download className="size-4" aria-hidden /> Export my data
          </a>
        </CardBody>
      </Card>
      <Button onClick={() => void save()} loading={saving}>
        Save Settings
      </Button>
    </div>
  );
}
