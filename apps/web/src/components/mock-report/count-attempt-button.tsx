import { COUNTED_ATTEMPT_TEXTS } from './counted-attempt-texts.ts';
import { Button } from '../ui/button.tsx';
import { useChooseCountedAttempt } from './choose-counted-attempt.ts';

/** 'Count this attempt': makes an earlier (or later) attempt of a retaken question the one its report and overall use. */
export function CountAttemptButton({ reportId, questionKey, questionName, attempt }: { reportId: string; questionKey: string; questionName: string; attempt: number }) {
  const choose = useChooseCountedAttempt();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={choose.isPending}
      aria-label={COUNTED_ATTEMPT_TEXTS.chooseLabel(questionName, attempt)}
      onClick={() => choose.mutate({ session_id: reportId, question_key: questionKey, attempt })}
    >
      {COUNTED_ATTEMPT_TEXTS.choose}
    </Button>
  );
}
