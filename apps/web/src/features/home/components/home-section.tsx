import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './home.module.css';

/** One column of the home page: a titled card. */
export const HomeSection = ({
  id,
  title,
  children,
  footer,
  phoneOrder,
}: {
  id: string;
  /** The section's place on phones, where the columns dissolve into one list. */
  phoneOrder?: number;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) => (
  <Paper
    component="section"
    aria-labelledby={id}
    className={classes.section}
    p={{ base: 'sm', sm: 'md' }}
    style={phoneOrder === undefined ? undefined : ({ '--phone-order': phoneOrder } as React.CSSProperties)}
  >
    <Title order={2} id={id} className={classes.sectionTitle}>
      {title}
    </Title>
    {children}
    {footer ? <div className={classes.sectionFooter}>{footer}</div> : null}
  </Paper>
);
