import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconEye, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AdminParticipantClaim, ClaimRider } from '@velo/contracts';
import { PARTICIPANT_CLAIM_STATUS_WORDS_RU } from '@velo/contracts/enums';
import { ClaimRaces } from '@/components/claims/claim-races';
import { formatDate } from '@/components/format';
import classes from './claims-view.module.css';

const STATUS_COLORS = { open: 'blue', approved: 'green', rejected: 'red', withdrawn: 'gray' } as const;

/** «Фамилия Имя» of a person. */
export const personName = (person: { lastName: string; firstName: string }) =>
  `${person.lastName} ${person.firstName}`.trim();

/** A Strava value as a link: an athlete number becomes its page. */
export const stravaHref = (strava: string): string =>
  /^\d+$/.test(strava) ? `https://www.strava.com/athletes/${strava}` : strava;

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Text size="sm">
    <Text span c="dimmed" size="sm">
      {label}:{' '}
    </Text>
    {children}
  </Text>
);

/** The rider beside the evidence: the card, the account linked now, the last races. */
export const RiderFacts = ({ rider }: { rider: ClaimRider }) => (
  <Stack gap={4}>
    <Anchor component={Link} to="/rating/details/$id" params={{ id: String(rider.id) } as never} fw={600}>
      {personName(rider)}
    </Anchor>
    <Text size="sm" c="dimmed">
      {[
        rider.yearOfBirth ? `${rider.yearOfBirth} г. р.` : 'год рождения не указан',
        rider.club,
        rider.city,
        `в базе с ${formatDate(rider.createdOn)}`,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Text>
    {rider.strava ? (
      <Fact label="Strava в профиле">
        <Anchor href={stravaHref(rider.strava)} target="_blank" rel="noreferrer" size="sm">
          {rider.strava}
        </Anchor>
      </Fact>
    ) : null}
    <Fact label="Гонок">{rider.racesCount}</Fact>
    <ClaimRaces races={rider.lastRaces} label={`Последние гонки: ${personName(rider)}`} />
  </Stack>
);

/**
 * One claim of the queue (issue 34): the evidence (the account, what its sign-in said, the comment,
 * Strava, the photo) side by side with the rider's profile and last races; approve or reject.
 */
export const ClaimCard = ({
  claim,
  onPreview,
  onApprove,
  onReject,
}: {
  claim: AdminParticipantClaim;
  onPreview: (fileId: string) => void;
  onApprove: () => void;
  onReject: () => void;
}) => {
  const who = personName(claim.user);
  const claimed = claim.isNewRider ? 'новый профиль' : claim.participantName;
  const { signIn } = claim;
  return (
    <Paper withBorder p="md" component="article" aria-label={`Заявка № ${claim.id}: ${who} — ${claimed}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5">
            Заявка № {claim.id} от {formatDate(claim.createdOn)}
          </Title>
          <Badge color={STATUS_COLORS[claim.status]} variant="light" c="dark.7">
            {PARTICIPANT_CLAIM_STATUS_WORDS_RU[claim.status]}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap={4} className={classes.side}>
            <Text fw={600}>Кто просит</Text>
            <Text size="sm">
              {who}, {claim.user.email}
              {claim.user.isConfirmed ? '' : ' (учётная запись ждёт подтверждения)'}
            </Text>
            <Fact label="Вход">{signIn.label}</Fact>
            <Fact label={`${signIn.label} сообщает`}>
              {[
                personName(signIn),
                signIn.yearOfBirth ? `${signIn.yearOfBirth} г. р.` : 'год рождения не сообщён',
                signIn.email
                  ? `${signIn.email}${signIn.isEmailConfirmed ? ' (подтверждён)' : ' (не подтверждён)'}`
                  : null,
              ]
                .filter(Boolean)
                .join(', ')}
            </Fact>
            <Fact label="Зарегистрирован">{formatDate(claim.user.registrationDate)}</Fact>
            {claim.comment ? (
              <Fact label="Комментарий">
                <span className={classes.comment}>{claim.comment}</span>
              </Fact>
            ) : null}
            {claim.strava ? (
              <Fact label="Strava">
                <Anchor href={stravaHref(claim.strava)} target="_blank" rel="noreferrer" size="sm">
                  {claim.strava}
                </Anchor>
              </Fact>
            ) : null}
            {claim.photoFileId ? (
              <div>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconEye size={16} aria-hidden="true" />}
                  onClick={() => onPreview(claim.photoFileId!)}
                >
                  Фото лицензии или номера
                </Button>
              </div>
            ) : null}
            {claim.status === 'rejected' ? <Fact label="Причина отказа">{claim.rejectReason}</Fact> : null}
            {claim.decidedBy ? (
              <Fact label="Решение">
                {claim.decidedBy}, {formatDate(claim.decidedOn)}
              </Fact>
            ) : null}
          </Stack>
          <Stack gap={4} className={classes.side}>
            <Text fw={600}>
              {claim.isNewRider && claim.status === 'open' ? 'Профиль' : 'Профиль участника'}
            </Text>
            {claim.participant ? (
              <RiderFacts rider={claim.participant} />
            ) : claim.isNewRider ? (
              <Text size="sm">
                Участника нет в списке: одобрение создаст профиль «{who}» и привяжет его к учётной записи.
              </Text>
            ) : (
              <Text size="sm">Участника «{claim.participantName}» больше нет (удалён или объединён).</Text>
            )}
            {claim.status === 'open' && claim.participant?.linkedUserEmail ? (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} p="xs">
                Профиль уже привязан к {claim.participant.linkedUserEmail}
              </Alert>
            ) : null}
            {claim.otherOpenClaims > 0 ? (
              <Text size="sm" c="orange.9">
                Ещё заявок на этот профиль: {claim.otherOpenClaims}
              </Text>
            ) : null}
          </Stack>
        </SimpleGrid>
        {claim.status === 'open' ? (
          <Group gap="sm">
            <Button leftSection={<IconCheck size={18} aria-hidden="true" />} onClick={onApprove}>
              Одобрить
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={18} aria-hidden="true" />}
              onClick={onReject}
            >
              Отклонить
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
};
