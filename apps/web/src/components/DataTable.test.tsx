import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

interface Tool {
  id: string;
  name: string;
  stock: number;
}

const tools: Tool[] = [
  { id: 't1', name: 'Claw Hammer', stock: 12 },
  { id: 't2', name: 'Pipe Wrench', stock: 0 },
];

const columns: DataTableColumn<Tool>[] = [
  { id: 'name', header: 'Tool', rowHeader: true, cell: (tool) => tool.name },
  { id: 'stock', header: 'Stock', align: 'end', cell: (tool) => tool.stock },
  {
    id: 'actions',
    header: 'Actions',
    headerHidden: true,
    cell: (tool) => <button type="button">Edit {tool.name}</button>,
  },
];

type TableProps = Partial<Parameters<typeof DataTable<Tool>>[0]>;

const tableWith = (props: TableProps = {}) => (
  <DataTable
    columns={columns}
    rows={tools}
    rowKey={(tool) => tool.id}
    caption="Tools in stock"
    empty="Nothing in stock"
    numbered
    {...props}
  />
);
const renderTable = (props: TableProps = {}) => render(tableWith(props));

describe('DataTable', () => {
  it('renders a captioned table with column headers and one row per record, named by its row header', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Tools in stock' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Tool', 'Stock', 'Actions']);
    for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');

    const hammer = screen.getByRole('rowheader', { name: 'Claw Hammer' });
    expect(hammer).toHaveAttribute('scope', 'row');
    const row = within(hammer.closest('tr') as HTMLElement);
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '12', 'Edit Claw Hammer']);
    expect(screen.getByRole('rowheader', { name: 'Pipe Wrench' }).closest('tr')).toHaveTextContent(
      '2Pipe Wrench0Edit Pipe Wrench',
    );
  });

  it("labels each card line with its column's header, and leaves out hidden and buttons-only columns", () => {
    renderTable();
    const row = screen.getByRole('rowheader', { name: 'Claw Hammer' }).closest('tr') as HTMLElement;
    const [number, name, stock, actions] = Array.from(row.children);
    expect(name).toHaveAttribute('data-label', 'Tool');
    expect(stock).toHaveAttribute('data-label', 'Stock');
    expect(actions).not.toHaveAttribute('data-label');
    expect(number).not.toHaveAttribute('data-label');
    expect(number).toHaveClass('max-md:hidden');
    // The card label is drawn from data-label by the shared card classes.
    expect(stock?.className).toContain('max-md:before:content-[attr(data-label)]');
  });

  it('right-aligns an end-aligned column on large screens and keeps a hidden header for screen readers', () => {
    renderTable();
    const [, , stockHeader, actionsHeader] = screen.getAllByRole('columnheader');
    expect(stockHeader).toHaveClass('text-right');
    expect(screen.getByRole('cell', { name: '12' })).toHaveClass('md:text-right');
    expect(within(actionsHeader as HTMLElement).getByText('Actions')).toHaveClass('sr-only');
  });

  it('shows the empty state instead of a table when there are no rows', () => {
    renderTable({ rows: [], pagination: { page: 1, pageCount: 0, total: 0, noun: 'tools', onPageChange: () => {} } });
    expect(screen.getByText('Nothing in stock')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages with Previous / Next when the caller pages, and says where it is', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderTable({ pagination: { page: 1, pageCount: 3, total: 41, noun: 'tools', onPageChange } });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3 · 41 tools');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);

    rerender(tableWith({ pagination: { page: 3, pageCount: 3, total: 41, noun: 'tools', onPageChange } }));
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 3 of 3 · 41 tools');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('has no paging when the caller shows the whole list, and marks a page still loading as busy', () => {
    const { container } = renderTable({ busy: true });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(screen.getByRole('table'));
  });
});
