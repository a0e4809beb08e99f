import { Anchor, Badge, Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ParticipantSkill } from '@velo/contracts';
import {
  DISCIPLINE_FAMILY_NAMES,
  SKILL_DISPLAY_MAX,
  SKILL_PROVISIONAL_WORD,
  type DisciplineFamily,
} from '@velo/contracts/constants';
import { useState } from 'react';
import { formatDay, plural } from '@/components/format-basics';
import { useParticipantSkill } from '../api/get-participant-skill';
import classes from './skill-card.module.css';

type Entry = ParticipantSkill['history'][number];

const signed = (change: number) => (change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '0');

/** The number after each rated race as a line: oldest on the left, 0…1000 bottom to top. */
const SkillChart = ({ history }: { history: readonly Entry[] }) => {
  if (history.length < 2) return null;
  const width = 600;
  const height = 120;
  const x = (i: number) => (i / (history.length - 1)) * (width - 8) + 4;
  const y = (display: number) => height - 4 - (display / SKILL_DISPLAY_MAX) * (height - 8);
  const points = history.map((entry, i) => `${x(i).toFixed(1)},${y(entry.display).toFixed(1)}`).join(' ');
  const first = history[0]!;
  const last = history.at(-1)!;
  return (
    <svg
      className={classes.chart}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`График силы по гонкам: от ${first.display} (${formatDay(first.eventDate)}) до ${last.display} (${formatDay(last.eventDate)})`}
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
};

const rankText = (skill: ParticipantSkill, gender: 'male' | 'female' | null) => {
  const rating = skill.rating!;
  if (rating.rank === null)
    return 'Место среди гонщиков появится, когда число перестанет быть предварительным.';
  const among = gender === 'female' ? 'среди женщин' : 'среди мужчин';
  return `${rating.rank} место ${among} из ${rating.rankedCount} с устоявшейся силой`;
};

/**
 * The rider's skill (issue 39), beside the season points, which stay the official rating: the number
 * 0–1000 with 'предварительный' while unsettled, the rank among settled riders of the gender, the
 * number's history as a line and the races that moved it most. One family at a time.
 */
export const SkillCard = ({
  participantId,
  gender,
}: {
  participantId: number;
  gender: 'male' | 'female' | null;
}) => {
  const [family, setFamily] = useState<DisciplineFamily | null>(null);
  const skill = useParticipantSkill(participantId, family);
  const data = skill.data;
  // While its first answer comes, the card keeps the place the page reserved for it (WhenInView).
  if (!data) return skill.isPending ? <div className={classes.reserve} /> : null;
  if (data.families.length === 0) return null;
  const rating = data.rating;
  return (
    <Paper component="section" p={{ base: 'xs', sm: 'md' }} aria-labelledby="skill-title">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id="skill-title">
          Сила
        </Title>
        {data.families.length > 1 ? (
          <SegmentedControl
            size="xs"
            aria-label="Группа дисциплин"
            value={data.family ?? data.families[0]!.family}
            onChange={(value) => setFamily(value as DisciplineFamily)}
            data={data.families.map((item) => ({
              value: item.family,
              label: DISCIPLINE_FAMILY_NAMES[item.family],
            }))}
          />
        ) : (
          <Text c="dimmed" size="sm">
            {DISCIPLINE_FAMILY_NAMES[data.families[0]!.family]}
          </Text>
        )}
      </Group>
      {rating ? (
        <>
          <Group gap="sm" align="center" mt="xs">
            <span className={classes.number} aria-label={`Сила ${rating.display} из 1000`}>
              {rating.display}
            </span>
            {rating.provisional ? (
              <Badge variant="light" color="gray" tt="none">
                {SKILL_PROVISIONAL_WORD}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" mt={4}>
            {rankText(data, gender)}
          </Text>
          <Text size="sm" c="dimmed">
            По {rating.races} {plural(rating.races, ['гонке', 'гонкам', 'гонкам'])}, последняя{' '}
            {formatDay(rating.lastRaceDate)}. Очки сезона остаются официальным рейтингом.
          </Text>
          <SkillChart history={data.history} />
          {data.biggestMoves.length > 0 ? (
            <>
              <Title order={3} size="h5" mt="xs" mb={4}>
                Гонки, сильнее всего изменившие силу
              </Title>
              <ol className={classes.moves}>
                {data.biggestMoves.map((move) => (
                  <li key={move.protocolId}>
                    <Anchor
                      renderRoot={(props) => (
                        <Link to="/results/details/$id" params={{ id: String(move.protocolId) }} {...props} />
                      )}
                    >
                      {move.eventName}
                    </Anchor>
                    , {formatDay(move.eventDate)}:{' '}
                    <span className={classes.change}>{signed(move.change)}</span>
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </>
      ) : (
        <Text size="sm" mt="xs">
          В этой группе дисциплин гонок пока нет.
        </Text>
      )}
    </Paper>
  );
};
