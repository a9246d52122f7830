import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BreakdownTable } from './BreakdownTable.tsx';

const html = renderToString(
  <BreakdownTable
    label="Sales per marketplace"
    columns={['Marketplace', 'Currency', 'Sales']}
    textColumns={['Currency']}
    rowTestId="marketplace-row"
    rows={[{ key: 'cb', label: 'ClickBank', cells: ['USD', 3] }]}
  />,
);

describe('BreakdownTable', () => {
  it('names the table, heads each row with its label and marks the rows', () => {
    expect(html).toContain('aria-label="Sales per marketplace"');
    expect(html).toMatch(/<tr data-testid="marketplace-row"><th scope="row"[^>]*>ClickBank<\/th>/);
  });

  it('aligns figures right and the named text columns left', () => {
    expect(html).toMatch(/<td class="[^"]*"[^>]*>USD<\/td>/);
    expect(html).not.toMatch(/<td class="[^"]*text-right[^"]*">USD<\/td>/);
    expect(html).toMatch(/<td class="[^"]*text-right[^"]*">3<\/td>/);
    expect(html).toMatch(/<th scope="col" class="[^"]*text-right[^"]*">Sales<\/th>/);
    expect(html).not.toMatch(/<th scope="col" class="[^"]*text-right[^"]*">Currency<\/th>/);
  });
});
