import { MOCK_MAX_JOB_DESCRIPTION_CHARS, MOCK_MAX_QUESTION_COUNT, MOCK_MIN_QUESTION_COUNT } from '@rehearse/contract/mock-constants';
import type { MockActiveSession, MockStartRequest } from '@rehearse/contract/mock-interview';
import { questionSetIdSchema } from '@rehearse/contract/mock-question-sets';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { usePublicConfig } from '../../../lib/use-public-config.ts';
import { formatLocalDateTime } from '../../../lib/local-date.ts';
import { useQuestionSets } from '../api/get-question-sets.ts';
import { jobDescriptionHint } from '../job-description-hint.ts';
import { MOCK_SCREEN_TEXTS } from '../mock-screen-texts.ts';
import { DEFAULT_START_CHOICES, startRequestOf, type StartChoices } from '../start-request.ts';
import type { MediaDevicesState } from '../use-media-devices.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DeviceCheck } from './device-check.tsx';

const COUNT_OPTIONS = Array.from({ length: MOCK_MAX_QUESTION_COUNT - MOCK_MIN_QUESTION_COUNT + 1 }, (_, i) => {
  const n = String(MOCK_MIN_QUESTION_COUNT + i);
  return { value: n, label: n };
});

/**
 * Before question 1: the interview to practise (question set, length, optional job posting), the device
 * check, then Start. An interview in progress (from any tab or browser) is offered as 'Resume interview', as
 * it is: its questions are already chosen, so the choices are not shown. A user has one interview at a time,
 * so the other way is to finish it first (its report from the saved answers), which brings the choices back.
 */
export function SetupScreen({
  devices,
  active,
  busy,
  finishing,
  onStart,
  onFinishActive,
}: {
  devices: MediaDevicesState;
  active: MockActiveSession | null;
  busy: boolean;
  finishing: boolean;
  onStart: (request: MockStartRequest) => void;
  onFinishActive: (sessionId: string) => void;
}) {
  const [choices, setChoices] = useState<StartChoices>(DEFAULT_START_CHOICES);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const resumable = active !== null;
  const sets = useQuestionSets();
  const engine = usePublicConfig().coach;
  const setOptions = sets.data?.sets.map((s) => ({ value: s.id, label: s.title })) ?? [{ value: DEFAULT_START_CHOICES.setId, label: 'Behavioral' }];
  const chosenSet = sets.data?.sets.find((s) => s.id === choices.setId);
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">Mock Interview (beta)</h1>
      {active && (
        <Card className="p-6" data-testid="interview-in-progress">
          <h2 className="text-xl font-semibold text-slate-900">{MOCK_SCREEN_TEXTS.inProgressTitle}</h2>
          <p className="mt-2 text-sm text-slate-600">
            {MOCK_SCREEN_TEXTS.inProgress(active.resumes_at.question, active.resumes_at.of, formatLocalDateTime(active.session.created_at))}
          </p>
          <div className="mt-4">
            <Button variant="outline" onClick={() => setConfirmFinish(true)} loading={finishing}>
              {MOCK_SCREEN_TEXTS.finishInProgress}
            </Button>
          </div>
          <ConfirmDialog
            open={confirmFinish}
            title={MOCK_SCREEN_TEXTS.finishInProgressTitle}
            confirmLabel={MOCK_SCREEN_TEXTS.finishDialogConfirm}
            cancelLabel={MOCK_SCREEN_TEXTS.keepGoing}
            busy={finishing}
            onConfirm={() => {
              setConfirmFinish(false);
              onFinishActive(active.session.id);
            }}
            onCancel={() => setConfirmFinish(false)}
          >
            {MOCK_SCREEN_TEXTS.finishInProgressBody}
          </ConfirmDialog>
        </Card>
      )}
      {!resumable && (
        <Card className="p-6">
          <h2 className="text-xl font-semibold text-slate-900">{MOCK_SCREEN_TEXTS.setupTitle}</h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_10rem]">
            <Select
              id="mock-question-set"
              label={MOCK_SCREEN_TEXTS.questionSet}
              options={setOptions}
              value={choices.setId}
              hint={chosenSet?.description}
              onChange={(e) => {
                const setId = questionSetIdSchema.safeParse(e.target.value).data;
                if (setId) setChoices((c) => ({ ...c, setId }));
              }}
            />
            <Select
              id="mock-question-count"
              label={MOCK_SCREEN_TEXTS.questionCount}
              options={COUNT_OPTIONS}
              value={String(choices.questionCount)}
              onChange={(e) => setChoices((c) => ({ ...c, questionCount: Number(e.target.value) }))}
            />
          </div>
          <div className="mt-4">
            <Textarea
              id="mock-job-description"
              label={MOCK_SCREEN_TEXTS.jobDescription}
              hint={jobDescriptionHint(engine)}
              value={choices.jobDescription}
              maxLength={MOCK_MAX_JOB_DESCRIPTION_CHARS}
              rows={5}
              onChange={(e) => setChoices((c) => ({ ...c, jobDescription: e.target.value }))}
            />
          </div>
        </Card>
      )}
      <DeviceCheck
        devices={devices}
        onContinue={() => onStart(resumable ? {} : startRequestOf(choices))}
        busy={busy}
        continueLabel={resumable ? MOCK_SCREEN_TEXTS.resumeInterview : MOCK_SCREEN_TEXTS.startInterview}
      />
    </div>
  );
}
