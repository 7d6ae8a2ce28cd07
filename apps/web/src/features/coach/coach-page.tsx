import { COACH_QUICK_QUESTIONS } from '@rehearse/contract/coach';
import { BarChart3, Lightbulb, MessageCircle, Sparkles, TrendingUp } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSessionState } from '../../lib/session.tsx';
import { usePublicConfig } from '../../lib/use-public-config.ts';
import { AuthenticationRequired } from './components/authentication-required.tsx';
import { CoachConversation } from './components/coach-conversation.tsx';
import { useCoachChat } from './use-coach-chat.ts';
import { useQuestionFromLink } from './use-question-from-link.ts';

/** /coach: the full-page chat with the AI coach and its quick questions. */
export function CoachPage() {
  const session = useSessionState();
  const chat = useCoachChat();
  useQuestionFromLink(chat.send);
  const { coach } = usePublicConfig();
  if (session.status === 'signed-out' || chat.authLost) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Card>
          <AuthenticationRequired />
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title="Your AI Interview Performance Coach"
        description={coach === 'model' ? 'Answers written by the configured AI model from your own analyses.' : 'Answers from the built-in coach, grounded in your own analyses.'}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="flex flex-col lg:col-span-2">
          <CardHeader title="Chat" icon={<MessageCircle className="size-5" aria-hidden="true" />} />
          <CoachConversation chat={chat} />
        </Card>
        <div className="space-y-6">
          <Card>
            <CardHeader title="Quick Questions" icon={<Sparkles className="size-5" aria-hidden="true" />} />
            <CardBody className="flex flex-col gap-2">
              {COACH_QUICK_QUESTIONS.map((q) => (
                <button
                  key={q}
                  type="button"
                  disabled={chat.waiting}
                  onClick={() => void chat.send(q)}
                  className="rounded-lg border border-slate-200 px-3 py-2 text-left text-sm text-slate-700 hover:border-indigo-300 hover:bg-indigo-50 disabled:opacity-60"
                >
                  {q}
                </button>
              ))}
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Coach Features" />
            <CardBody>
              <ul className="space-y-3 text-sm text-slate-700">
                <li className="flex gap-2"><BarChart3 className="size-4 text-indigo-600" aria-hidden="true" /> <span><strong>Personalized Advice</strong> based on analysis history</span></li>
                <li className="flex gap-2"><MessageCircle className="size-4 text-indigo-600" aria-hidden="true" /> <span><strong>Real-time Coaching</strong> on any interview question</span></li>
                <li className="flex gap-2"><TrendingUp className="size-4 text-indigo-600" aria-hidden="true" /> <span><strong>Progress Tracking</strong> across your attempts</span></li>
              </ul>
            </CardBody>
          </Card>
          <Card className="bg-indigo-50">
            <CardHeader title="Pro Tip" icon={<Lightbulb className="size-5" aria-hidden="true" />} />
            <CardBody className="text-sm text-slate-700">The more interviews you analyse, the more personalised the coaching gets: with three or more recordings the coach can see your trends.</CardBody>
          </Card>
        </div>
      </div>
    </div>
  );
}
