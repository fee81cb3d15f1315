import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedTabs, tabIds } from './SegmentedTabs';

const tabs = [
  { key: 'a', label: 'First' },
  { key: 'b', label: 'Second' },
  { key: 'c', label: 'Third' },
] as const;
const panels = { a: 'Panel one', b: 'Panel two', c: 'Panel three' };

function Example() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  const ids = tabIds('example', selected);
  return (
    <>
      <SegmentedTabs label="Example" idPrefix="example" tabs={tabs} selected={selected} onSelect={setSelected} />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        <p>{panels[selected]}</p>
      </div>
    </>
  );
}

describe('SegmentedTabs', () => {
  it('shows the chosen panel, labelled by its tab, with one tab stop', async () => {
    render(<Example />);
    const first = screen.getByRole('tab', { name: 'First' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('Panel one');
    await userEvent.click(screen.getByRole('tab', { name: 'Third' }));
    expect(screen.getByRole('tabpanel', { name: 'Third' })).toHaveTextContent('Panel three');
    expect(screen.queryByText('Panel one')).toBeNull();
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    render(<Example />);
    screen.getByRole('tab', { name: 'First' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel three');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel one');
  });
});
