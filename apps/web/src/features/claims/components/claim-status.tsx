import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ParticipantClaim } from '@velo/contracts';
import { PARTICIPANT_CLAIM_STATUS_WORDS_RU } from '@velo/contracts/enums';
import { formatDate } from '@/components/format';
import { CLAIM_TEXTS } from '../messages';

/** Whom the claim names: the rider (a link to the profile), or a new profile. */
const Claimed = ({ claim }: { claim: ParticipantClaim }) =>
  claim.isNewRider ? (
    <Text>Новый профиль участника (вас не было в списке)</Text>
  ) : (
    <Text>
      Профиль:{' '}
      {claim.participantId ? (
        <Anchor
          component={Link}
          to="/rating/details/$id"
          params={{ id: String(claim.participantId) } as never}
          c="blue.9"
          underline="always"
        >
          {claim.participantName}
        </Anchor>
      ) : (
        claim.participantName
      )}
    </Text>
  );

/** The open claim (issue 34): what it names and when it was sent, and its withdrawal. */
export const OpenClaim = ({
  claim,
  busy,
  onWithdraw,
}: {
  claim: ParticipantClaim;
  busy: boolean;
  onWithdraw: () => void;
}) => {
  const [confirming, setConfirming] = useState(false);
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconClockHour4 aria-hidden="true" />}
      title={CLAIM_TEXTS.openTitle}
      role="status"
    >
      <Stack gap="xs">
        <Claimed claim={claim} />
        <Text size="sm">
          Отправлена {formatDate(claim.createdOn)}. {CLAIM_TEXTS.sent}
        </Text>
        {claim.comment ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            Комментарий: {claim.comment}
          </Text>
        ) : null}
        <Group>
          <Button variant="default" color="red" onClick={() => setConfirming(true)} disabled={busy}>
            {CLAIM_TEXTS.withdraw}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={CLAIM_TEXTS.withdraw} centered>
        <Stack gap="md">
          <Text>{CLAIM_TEXTS.withdrawConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Оставить
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => {
                setConfirming(false);
                onWithdraw();
              }}
            >
              Отозвать
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Alert>
  );
};

/** A rejected claim: the administrator's reason, above the list to claim again. */
export const RejectedClaim = ({ claim }: { claim: ParticipantClaim }) => (
  <Alert color="red" variant="light" icon={<IconX aria-hidden="true" />} title={CLAIM_TEXTS.rejectedTitle}>
    <Stack gap={4}>
      <Claimed claim={claim} />
      <Text size="sm">
        {PARTICIPANT_CLAIM_STATUS_WORDS_RU.rejected} {formatDate(claim.decidedOn)}. Причина:{' '}
        {claim.rejectReason}
      </Text>
      <Text size="sm">Вы можете подать новую заявку: выберите профиль ниже.</Text>
    </Stack>
  </Alert>
);
