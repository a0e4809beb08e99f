import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './cabinet-table.module.css';

/**
 * A cabinet list's table: on a narrow screen it scrolls sideways inside its own box, never the page
 * (issue 12). `minWidth` is the width below which it scrolls.
 */
export const CabinetTable = ({ minWidth = 760, children }: { minWidth?: number; children: ReactNode }) => (
  // Focusable, so a keyboard can scroll it too when its rows have nothing to focus (axe:
  // scrollable-region-focusable).
  <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0}>
    <Table striped highlightOnHover verticalSpacing="xs" className={classes.table}>
      {children}
    </Table>
  </Table.ScrollContainer>
);
