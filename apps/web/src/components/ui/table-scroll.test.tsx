import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableScroll } from './table-scroll.tsx';

describe('TableScroll', () => {
  afterEach(cleanup);

  it('is a named region a keyboard can reach, holding the table', () => {
    render(
      <TableScroll label="Users">
        <table>
          <tbody>
            <tr>
              <td>Ada</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>,
    );
    const region = screen.getByRole('region', { name: 'Users' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')).not.toBeNull();
  });

  it('is the containing block of what is positioned inside it, so a hidden label cannot widen the page', () => {
    render(<TableScroll label="Users">cell</TableScroll>);
    expect(screen.getByRole('region', { name: 'Users' }).className.split(' ')).toEqual(expect.arrayContaining(['relative', 'overflow-x-auto']));
  });
});
