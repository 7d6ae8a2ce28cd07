import { Card } from '../../../components/ui/card.tsx';
import { MOCK_QUICK_REMINDERS, MOCK_TEXTS, MOCK_TIP_SECTIONS } from '../mock-texts.ts';

/** Collapsible tip sections (STAR Method open by default) and Quick Reminders. */
export function TipsPanel() {
  return (
    <Card className="p-4">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">Tips</h2>
      {MOCK_TIP_SECTIONS.map((section, i) => (
        <details key={section.title} open={i === 0} className="border-t border-slate-100 py-2">
          <summary className="cursor-pointer text-sm font-medium text-slate-800">{section.title}</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600">
            {section.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </details>
      ))}
      <h3 className="mt-3 text-sm font-semibold text-slate-800">{MOCK_TEXTS.quickReminders}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-600">
        {MOCK_QUICK_REMINDERS.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </Card>
  );
}
