import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DISCIPLINE_FAMILY_NAMES, SKILL_PROVISIONAL_WORD } from '@velo/contracts/constants';
import { fullName } from '@/components/format';
import { useClubSkill } from '../api/get-club-skill';
import classes from './club-skill-card.module.css';

/**
 * A club's strongest riders by skill (issue 39), one list per discipline family: settled numbers
 * first, then by number. Beside the points, which stay the official rating; nothing when no rider of
 * the club has a rated race.
 */
export const ClubSkillCard = ({ clubKey }: { clubKey: string }) => {
  const skill = useClubSkill(clubKey);
  const families = skill.data?.families ?? [];
  if (families.length === 0) return null;
  return (
    <Paper component="section" p={{ base: 'sm', sm: 'md' }} mt="md" aria-labelledby="club-skill-title">
      <Title order={2} size="h3" id="club-skill-title">
        Сильнейшие по силе
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Сила — оценка 0–1000 по всем гонкам с 2018 года; очки сезона остаются официальным рейтингом.
      </Text>
      <div className={classes.families}>
        {families.map(({ family, riders }) => (
          <div key={family}>
            <Title order={3} size="h5" mb={4}>
              {DISCIPLINE_FAMILY_NAMES[family]}
            </Title>
            <ol className={classes.list}>
              {riders.map((rider) => (
                <li key={rider.participantId}>
                  <Anchor
                    renderRoot={(props) => (
                      <Link
                        to="/rating/details/$id"
                        params={{ id: String(rider.participantId) }}
                        {...props}
                      />
                    )}
                  >
                    {fullName(rider)}
                  </Anchor>{' '}
                  <b>{rider.display}</b>
                  {rider.provisional ? (
                    <span className={classes.provisional}> ({SKILL_PROVISIONAL_WORD})</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </Paper>
  );
};
