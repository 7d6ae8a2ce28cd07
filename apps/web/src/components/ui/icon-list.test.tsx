import { cleanup, render, screen } from '@testing-library/react';
import { Eye, Mic } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { IconList } from './icon-list.tsx';

describe('IconList', () => {
  afterEach(cleanup);

  it('renders each point as a list item with its title and text, icons hidden from assistive tech', () => {
    render(
      <IconList
        items={[
          { Icon: Eye, title: 'Eye contact', text: 'Look into the lens.' },
          { Icon: Mic, title: 'Speaking pace', text: 'Pause instead of saying um.' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Eye contactLook into the lens.', 'Speaking pacePause instead of saying um.']);
    expect(items.every((li) => li.querySelector('svg')?.getAttribute('aria-hidden') === 'true')).toBe(true);
  });
});
