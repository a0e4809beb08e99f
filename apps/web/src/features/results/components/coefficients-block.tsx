import { Collapse, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
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
            <Table withTableBorder fz="sm" className={classes.coefficients}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Коэффициент</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column.key}>{column.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">Значимость F</Table.Th>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{significanceText(protocol, column.coefficients)}</Table.Td>
                  ))}
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">Представительность Q</Table.Th>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{representationText(protocol, column.coefficients)}</Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
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
