import { Button, Group, List, Modal, Stack, Table, Text, Title } from '@mantine/core';
import {
  DEFAULT_SCORE_DISTRIBUTION,
  GAP_BONUS,
  GAP_BONUS_MIN_LEAD_MS,
  MAX_REPRESENTATION_RATIO,
  MOUNTAIN_BONUS,
  REPRESENTATION_DIVISOR,
  SEASONS_WITHOUT_BONUSES,
  SIGNIFICANCE_BANDS,
  SPRINT_BONUS,
  TOP_PLACES_FOR_REPRESENTATION,
} from '@velo/contracts/constants';
import { ruleNumber, significanceBandRows } from '../lib/methodology';
import classes from './methodology-dialog.module.css';

const SCORING_PLACES = DEFAULT_SCORE_DISTRIBUTION.length;
const BAND_ROWS = significanceBandRows();
const F_VALUES = SIGNIFICANCE_BANDS.map((band) => band.F);

/**
 * The 'Методика начисления' dialog (spec part 1 §2.7, §9): no title, one button 'Понятно'. Its
 * content is the formula of §9 with the numbers of rating.md, read from the contracts' rule
 * constants that the engine uses. Loaded only when it opens.
 */
export const MethodologyDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => (
  <Modal.Root opened={opened} onClose={onClose} size={550} centered>
    <Modal.Overlay />
    <Modal.Content aria-label="Методика начисления">
      <Modal.Body p="lg">
        <Stack gap="sm" className={classes.content}>
          <Text className={classes.formula} ta="center">
            Очки = (R + S + M + D) × F × Q
          </Text>
          <Text size="sm">
            Очки считаются отдельно для мужчин и для женщин; возрастные категории не учитываются. Результат
            округляется до сотых.
          </Text>

          <Title order={3} size="h5">
            R — очки за место в гонке
          </Title>
          <Text size="sm">Очки получают только первые {SCORING_PLACES} финишировавших:</Text>
          <ol className={classes.places} aria-label="Очки за места">
            {DEFAULT_SCORE_DISTRIBUTION.map((points, index) => (
              <li key={index} className={classes.cell}>
                <span className={classes.place}>{index + 1}-е</span>
                <span className={classes.points}>{points}</span>
              </li>
            ))}
          </ol>
          <Text size="xs" c="dimmed">
            Места с {SCORING_PLACES + 1}-го очков не получают.
          </Text>

          <Title order={3} size="h5">
            S, M и D — бонусы
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              S — {SPRINT_BONUS} очков победителю спринтерского участка, если он есть в гонке.
            </List.Item>
            <List.Item>
              M — {MOUNTAIN_BONUS} очков победителю горного участка, если он есть в гонке.
            </List.Item>
            <List.Item>
              D — {GAP_BONUS} очков победителю, опередившему второго на финише больше чем на{' '}
              {GAP_BONUS_MIN_LEAD_MS / 1000} секунд.
            </List.Item>
          </List>
          <Text size="sm">
            В сезонах {[...SEASONS_WITHOUT_BONUSES].join(', ')} бонусы S, M и D не начисляются.
          </Text>

          <Title order={3} size="h5">
            F — значимость гонки (от {ruleNumber(Math.min(...F_VALUES))} до{' '}
            {ruleNumber(Math.max(...F_VALUES))})
          </Title>
          <Text size="sm">
            Определяется после финиша по доле участников, получивших очки, от числа стартовавших:
          </Text>
          <Table withTableBorder fz="sm" className={classes.bands}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Доля получивших очки</Table.Th>
                <Table.Th>F</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {BAND_ROWS.map((band) => (
                <Table.Tr key={band.share}>
                  <Table.Td>{band.share}</Table.Td>
                  <Table.Td>{band.f}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">Пример: стартовали 60 человек, очки получили 50 — это 83,3 %, значит F = 0,2.</Text>

          <Title order={3} size="h5">
            Q — представительность гонки (от 1 до {ruleNumber(MAX_REPRESENTATION_RATIO)})
          </Title>
          <Text size="sm">
            Q = 1 + n / {REPRESENTATION_DIVISOR}, где n — число стартовавших, которые до старта входили в топ-
            {TOP_PLACES_FOR_REPRESENTATION} национального рейтинга. Q не может быть больше{' '}
            {ruleNumber(MAX_REPRESENTATION_RATIO)}.
          </Text>

          <Group justify="flex-end" mt="sm">
            <Button onClick={onClose} data-autofocus>
              Понятно
            </Button>
          </Group>
        </Stack>
      </Modal.Body>
    </Modal.Content>
  </Modal.Root>
);
