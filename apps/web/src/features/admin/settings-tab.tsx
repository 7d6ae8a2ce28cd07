import { ADMIN_SETTINGS_LIMITS, ADMIN_SETTING_KEYS, type AdminSettings } from '@rehearse/contract/admin-settings';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { notify } from '../../lib/toast.ts';
import { useAdminSettings } from './api/admin-settings.ts';
import { useSaveAdminSettings } from './api/save-admin-settings.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { ADMIN_SETTINGS_SAVED } from './admin-texts.ts';
import { TranscriptionStatusPanel } from './transcription-status.tsx';
import { MeaningStatusPanel } from './meaning-status.tsx';
import { InterviewerVoiceStatusPanel } from './interviewer-voice-status.tsx';
import { LanguageModelStatusPanel } from './language-model-status.tsx';
import { useAdminLanguageModel } from './api/admin-language-model.ts';

const LABELS: Record<keyof AdminSettings, { label: string; hint: string }> = {
  max_video_size_mb: { label: 'Max video size (MB)', hint: 'Uploads larger than this are refused.' },
  default_credits: { label: 'Credits per new user', hint: 'Analysis credits a new account starts with.' },
  retention_days: { label: 'Video retention (days)', hint: 'Uploaded videos and mock-interview recordings are deleted after this many days; results stay.' },
  max_unstarted_uploads: { label: 'Unstarted uploads per user', hint: 'Uploads a user may hold without starting their analysis.' },
};

function SettingsForm({ settings, canManage }: { settings: AdminSettings; canManage: boolean }) {
  const [values, setValues] = useState<Record<keyof AdminSettings, string>>(() =>
    Object.fromEntries(ADMIN_SETTING_KEYS.map((key) => [key, String(settings[key])])) as Record<keyof AdminSettings, string>,
  );
  const save = useSaveAdminSettings();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const changed = Object.fromEntries(
      ADMIN_SETTING_KEYS.filter((key) => Number(values[key]) !== settings[key]).map((key) => [key, Number(values[key])]),
    ) as Partial<AdminSettings>;
    if (Object.keys(changed).length === 0) {
      notify.success(ADMIN_SETTINGS_SAVED);
      return;
    }
    save.mutate(changed, {
      onSuccess: () => notify.success(ADMIN_SETTINGS_SAVED),
      onError: (error) => notify.error(error.message),
    });
  }

  return (
    <form onSubmit={onSubmit} className="max-w-xl space-y-5">
      {!canManage && <p className="text-sm text-amber-700">Your staff account may read the settings but not change them.</p>}
      {ADMIN_SETTING_KEYS.map((key) => (
        <Input
          key={key}
          id={`setting-${key}`}
          label={LABELS[key].label}
          hint={`${LABELS[key].hint} (${ADMIN_SETTINGS_LIMITS[key].min}–${ADMIN_SETTINGS_LIMITS[key].max})`}
          type="number"
          required
          step={1}
          min={ADMIN_SETTINGS_LIMITS[key].min}
          max={ADMIN_SETTINGS_LIMITS[key].max}
          value={values[key]}
          disabled={!canManage}
          onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
        />
      ))}
      {canManage && (
        <Button type="submit" loading={save.isPending}>
          Save Settings
        </Button>
      )}
    </form>
  );
}

/** What writes model answers now: shown to admins only (the server refuses read-only staff). */
function LanguageModelSection() {
  const languageModel = useAdminLanguageModel();
  return <QueryState query={languageModel}>{(data) => <LanguageModelStatusPanel status={data.language_model} />}</QueryState>;
}

export function SettingsTab({ canManage }: { canManage: boolean }) {
  const settings = useAdminSettings();
  return (
    <QueryState query={settings}>
      {(data) => (
        <div className="space-y-8">
          <SettingsForm settings={data.settings} canManage={canManage} />
          <TranscriptionStatusPanel status={data.transcription} />
          <MeaningStatusPanel status={data.meaning} />
          <InterviewerVoiceStatusPanel status={data.voice} />
          {canManage && <LanguageModelSection />}
        </div>
      )}
    </QueryState>
  );
}
