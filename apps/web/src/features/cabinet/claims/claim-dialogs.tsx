import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  PARTICIPANT_CLAIM_LIMITS,
  rejectParticipantClaimRequestSchema,
  unlinkParticipantRequestSchema,
  type AdminParticipantClaim,
  type UnreviewedLink,
} from '@velo/contracts';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useApproveClaim } from './api/approve-claim';
import { useRejectClaim } from './api/reject-claim';
import { useUnlinkAccount } from './api/unlink-account';
import { personName } from './claim-card';

const claimedOf = (claim: AdminParticipantClaim) =>
  claim.isNewRider ? `новый профиль «${personName(claim.user)}»` : `профиль «${claim.participantName}»`;

/** Approving: the account gets the rider, the participant role and, when it waits, its confirmation. */
export const ApproveClaimDialog = ({
  claim,
  onClose,
}: {
  claim: AdminParticipantClaim;
  onClose: () => void;
}) => {
  const approve = useApproveClaim({
    onSuccess: () => {
      toast.success('Успешно', 'Заявка одобрена, пользователь получит письмо');
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось одобрить заявку')),
  });
  return (
    <Modal opened onClose={approve.isPending ? () => {} : onClose} title="Одобрить заявку?" centered>
      <Stack gap="md">
        <Text>
          Учётная запись {claim.user.email} будет привязана: {claimedOf(claim)}. Пользователь получит письмо и
          уведомление.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={approve.isPending}>
            Отмена
          </Button>
          <Button loading={approve.isPending} onClick={() => approve.mutate(claim.id)}>
            Одобрить
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/** A reason the user reads, checked by the contracts' schema before sending. */
const ReasonDialog = ({
  title,
  text,
  confirmLabel,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) => {
  const { field, onSubmit: submitWith } = useSchemaForm(rejectParticipantClaimRequestSchema, {
    initialValues: { reason: '' },
  });
  return (
    <Modal opened onClose={busy ? () => {} : onClose} title={title} centered>
      <form
        noValidate
        onSubmit={submitWith((values) => onSubmit(rejectParticipantClaimRequestSchema.parse(values).reason))}
      >
        <Stack gap="md">
          <Text>{text}</Text>
          <Textarea
            label="Причина"
            required
            rows={3}
            maxLength={PARTICIPANT_CLAIM_LIMITS.reason}
            {...field('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Отмена
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

export const RejectClaimDialog = ({
  claim,
  onClose,
}: {
  claim: AdminParticipantClaim;
  onClose: () => void;
}) => {
  const reject = useRejectClaim({
    onSuccess: () => {
      toast.success('Успешно', 'Заявка отклонена, пользователь получит письмо с причиной');
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось отклонить заявку')),
  });
  return (
    <ReasonDialog
      title="Отклонить заявку?"
      text={`${personName(claim.user)} получит письмо с причиной и сможет подать новую заявку.`}
      confirmLabel="Отклонить"
      busy={reject.isPending}
      onSubmit={(reason) => reject.mutate({ id: claim.id, reason })}
      onClose={onClose}
    />
  );
};

/** Undoing a link of the old name rule: the account and the rider part; the user is told why. */
export const UnlinkDialog = ({ link, onClose }: { link: UnreviewedLink; onClose: () => void }) => {
  const unlink = useUnlinkAccount({
    onSuccess: () => {
      toast.success('Успешно', 'Привязка отменена, пользователь получит письмо с причиной');
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось отменить привязку')),
  });
  return (
    <ReasonDialog
      title="Отвязать учётную запись?"
      text={`${link.user.email} перестанет быть владельцем профиля «${personName(link.participant)}». Пользователь получит письмо с причиной и сможет подать заявку на свой профиль.`}
      confirmLabel="Отвязать"
      busy={unlink.isPending}
      onSubmit={(reason) =>
        unlink.mutate({
          userId: link.user.id,
          reason: unlinkParticipantRequestSchema.parse({ reason }).reason,
        })
      }
      onClose={onClose}
    />
  );
};
