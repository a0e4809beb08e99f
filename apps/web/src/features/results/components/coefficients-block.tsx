import { Collapse, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import tableClasses from '@/components/display/data-table.module.css';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import type { ProtocolView } from '@velo/contracts';
import { genderColumns, representationText, significanceText } from '../lib/coefficients';
import classes from './protocol-details.module.css';

/** The expandable info block with F and Q of a rating protocol (spec part 1 §2.6). */
export const CoefficientsBlock = ({ protocol }: { protocol: ProtocolView }) => {
  const [opened, { toggle }] = useDisclosure(false);
  const columns = genderColumns(protocol);
  return (
    <Paper p={0} mb="md" className={classes.info}>
      <UnstyledButton
        className={classes.infoToggle}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls="protocol-coefficients"
      >
        <span>Как считались очки</span>
        <IconChevronDown
          size={18}
          aria-hidden="true"
          className={classes.chevron}
          data-opened={opened || undefined}
        />
      </UnstyledButton>
      <Collapse expanded={opened} id="protocol-coefficients">
        <Stack gap="sm" p="md" pt={0}>
          <Text size="sm">
            Очки рассчитаны по данным протокола, предоставленным организатором: месту, времени и статусу
            каждого участника.
          </Text>
          {columns.length > 0 ? (
            <table className={`${tableClasses.table} ${classes.coefficients}`} data-bordered>
              <thead>
                <tr>
                  <th>Коэффициент</th>
                  {columns.map((column) => (
                    <th key={column.key}>{column.label}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Значимость F</th>
                  {columns.map((column) => (
                    <td key={column.key}>{significanceText(protocol, column.coefficients)}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Представительность Q</th>
                  {columns.map((column) => (
                    <td key={column.key}>{representationText(protocol, column.coefficients)}</td>
                  ))}
                </tr>
              </tbody>
            </table>
          ) : (
            <Stack gap={4}>
              <Text size="sm">
                <b>Коэффициент значимости F:</b> {significanceText(protocol)}
              </Text>
              <Text size="sm">
                <b>Коэффициент представительности Q:</b> {representationText(protocol)}
              </Text>
            </Stack>
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
};
