import { MOCK_FLOW_TEXTS } from '../../../components/mock-report/mock-flow-texts.ts';
import type { FollowUpSuggestion } from '@rehearse/contract/mock-interview';
import { MessageSquarePlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { MOCK_SCREEN_TEXTS } from '../mock-screen-texts.ts';

/** The optional follow-up an analysed answer suggests; answering it adds it as the next question. */
export function FollowUpOffer({ suggestion, busy, onAnswer }: { suggestion: FollowUpSuggestion; busy: boolean; onAnswer: () => void }) {
  return (
    <section className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50 p-3" aria-label={MOCK_FLOW_TEXTS.followUp} data-testid="follow-up-offer">
      <p className="text-xs text-indigo-900">
        {MOCK_SCREEN_TEXTS.followUpOffer}
        {suggestion.written_by_ai && <span className="ml-2 rounded-full bg-white px-2 py-0.5 font-medium text-indigo-800">{MOCK_FLOW_TEXTS.writtenByAi}</span>}
      </p>
      <p className="mt-1 font-medium text-slate-900">{suggestion.text}</p>
      <Button className="mt-2" size="sm" onClick={onAnswer} loading={busy} icon={<MessageSquarePlus className="size-4" aria-hidden="true" />}>
        {MOCK_SCREEN_TEXTS.answerFollowUp}
      </Button>
    </section>
  );
}
