import { Stack, Text, Title } from '@mantine/core';
import tableClasses from '@/components/display/data-table.module.css';
import { Link } from '@tanstack/react-router';
import type { EventPrediction, PredictedRider } from '@velo/contracts';
import { DISCIPLINE_FAMILY_NAMES, SKILL_PROVISIONAL_WORD } from '@velo/contracts/constants';
import { formatPoints, fullName } from '@/components/format';
import { useEventPrediction } from './api/get-event-prediction';
import classes from './start-list.module.css';

const GENDER_TITLES = { male: 'мужчины', female: 'женщины' } as const;

const RiderCell = ({ rider }: { rider: PredictedRider }) => {
  const name = fullName(rider);
  return rider.participantId ? (
    <Link to="/rating/details/$id" params={{ id: String(rider.participantId) }} className={classes.link}>
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
};

const GroupTable = ({ group }: { group: EventPrediction['groups'][number] }) => {
  const label = `Прогноз мест по силе: ${GENDER_TITLES[group.gender]}`;
  return (
    <div>
      <Title order={4} size="h5" mb={4}>
        {label}
      </Title>
      {/* Focusable, so a keyboard can scroll it on a phone (axe: scrollable-region-focusable). */}
      <div className={classes.scroll} tabIndex={0} role="group" aria-label={label}>
        <table className={tableClasses.table} data-spacing="sm" aria-label={label}>
          <thead>
            <tr>
              <th scope="col" className={classes.place}>
                <abbr title="Прогноз места">Место</abbr>
              </th>
              <th scope="col">Участник</th>
              <th scope="col" className={classes.points}>
                <abbr title="Место окажется в этом диапазоне с вероятностью 80 %">80 %</abbr>
              </th>
              <th scope="col" className={classes.points}>
                Сила
              </th>
              <th scope="col" className={classes.points}>
                <abbr title="Очки за прогнозное место">Очки</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {group.riders.map((rider, index) => (
              <tr key={`${rider.participantId ?? 'new'}-${index}`}>
                <td className={classes.place}>{rider.order}</td>
                <td>
                  <RiderCell rider={rider} />
                </td>
                <td className={classes.points}>
                  {rider.low === rider.high ? rider.low : `${rider.low}–${rider.high}`}
                </td>
                <td className={classes.points}>
                  {rider.display === null ? (
                    '—'
                  ) : (
                    <span title={rider.provisional ? SKILL_PROVISIONAL_WORD : undefined}>
                      {rider.display}
                      {rider.provisional ? '*' : ''}
                    </span>
                  )}
                </td>
                <td className={classes.points}>{rider.points === null ? '—' : formatPoints(rider.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};

/**
 * The start list as the skill rating predicts it (issue 39): per gender, each registered rider's
 * predicted place, the 80 % place range and the points of the predicted place. Nothing while the call
 * answers nothing (no start list) or fails: it is a forecast beside the list, not the list.
 */
export const PredictionTable = ({ eventId }: { eventId: number }) => {
  const prediction = useEventPrediction(eventId);
  const data = prediction.data;
  if (!data || data.groups.length === 0) return null;
  return (
    <Stack gap="sm" mb="md">
      <Title order={3} size="h4">
        Прогноз мест
      </Title>
      <Text size="sm" c="dimmed">
        По силе в группе «{DISCIPLINE_FAMILY_NAMES[data.family]}»; * — {SKILL_PROVISIONAL_WORD} число, «—» —
        гонок ещё нет. Официальный рейтинг — очки сезона.
      </Text>
      {data.groups.map((group) => (
        <GroupTable key={group.gender} group={group} />
      ))}
    </Stack>
  );
};
