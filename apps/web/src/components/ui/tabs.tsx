import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  /** Once shown, stays in the page (hidden) while another tab shows, so unsaved edits in it survive a tab switch. */
  keepMounted?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  value: string;
  onChange: (id: string) => void;
  label: string;
}

/**
 * WAI-ARIA tabs (Radix Tabs, decision 062): arrow keys, Home and End move between tabs and select them; only the
 * selected tab is in the Tab order.
 */
export function Tabs({ tabs, value, onChange, label }: TabsProps) {
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([value]));
  if (!visited.has(value)) setVisited(new Set([...visited, value]));

  return (
    <TabsPrimitive.Root value={value} onValueChange={onChange}>
      <TabsPrimitive.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.id}
            value={tab.id}
            // Radix selects on mouse down; a click that comes without one (a screen reader's, a test's) selects too.
            onClick={() => onChange(tab.id)}
            className={cx(
              // On narrow screens tabs share the row and wrap their text rather than scroll out of sight.
              '-mb-px flex-1 border-b-2 px-2 py-2.5 text-center text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:flex-none sm:px-4 sm:whitespace-nowrap',
              tab.id === value ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-500 hover:text-slate-800',
            )}
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => {
        const shown = tab.id === value;
        const kept = !shown && tab.keepMounted === true && visited.has(tab.id);
        return (
          <TabsPrimitive.Content
            key={tab.id}
            value={tab.id}
            forceMount={kept || undefined}
            hidden={!shown}
            className="mt-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
          >
            {tab.content}
          </TabsPrimitive.Content>
        );
      })}
    </TabsPrimitive.Root>
  );
}
