import type { ComponentType, SVGProps } from 'react';

export interface IconListItem {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
}

/** A list of short points, each an icon beside a title and one line of text. */
export function IconList({ items, className }: { items: readonly IconListItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map(({ Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <Icon className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
          <div>
            <p className="text-sm font-medium text-slate-900">{title}</p>
            <p className="text-sm text-slate-500">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
