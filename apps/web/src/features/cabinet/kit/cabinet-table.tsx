import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A cabinet list's table: on a narrow screen it scrolls sideways inside its own box, never the page
 * (issue 12). `minWidth` is the width below which it scrolls.
 */
export const CabinetTable = ({ minWidth = 760, children }: { minWidth?: number; children: ReactNode }) => (
  <Table.ScrollContainer minWidth={minWidth} type="native">
    <Table striped highlightOnHover verticalSpacing="xs">
      {children}
    </Table>
  </Table.ScrollContainer>
);
