import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { Table, type Column } from './Table';

interface Member {
  id: number;
  name: string;
  active: boolean;
}

const columns: Column<Member>[] = [
  { header: 'Name', cell: (member) => member.name },
  { header: 'Status', cell: (member) => <Badge tone={member.active ? 'green' : 'slate'}>{member.active ? 'Active' : 'Deactivated'}</Badge> },
];

describe('Table', () => {
  it('lists one row a record under its column headers, named by its caption', () => {
    render(
      <Table
        caption="Team"
        columns={columns}
        rows={[
          { id: 1, name: 'Rita Vance', active: true },
          { id: 2, name: 'Sam Reed', active: false },
        ]}
        rowKey={(member) => member.id}
        emptyText="No members yet."
      />,
    );
    const table = screen.getByRole('table', { name: 'Team' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Rita Vance', 'Active'],
      ['Sam Reed', 'Deactivated'],
    ]);
  });

  it('says so instead of an empty table when there are no rows', () => {
    render(<Table caption="Team" columns={columns} rows={[]} rowKey={(member) => member.id} emptyText="No members yet." />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No members yet.')).toBeInTheDocument();
  });
});
