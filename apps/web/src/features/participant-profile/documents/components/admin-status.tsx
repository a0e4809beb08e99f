import { Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import {
  DOCUMENT_REJECT_REASON_MAX,
  setDocumentStatusErrors,
  type ParticipantDocuments,
  type SetDocumentStatusRequest,
} from '@velo/contracts';
import {
  DOCUMENT_STATUS_WORDS_RU,
  PARTICIPANT_DOCUMENT_NAMES,
  type DocumentStatus,
  type ParticipantDocumentKind,
} from '@velo/contracts/enums';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useSetDocumentStatus } from '../api/set-document-status';
import { DOCUMENT_MESSAGES } from '../messages';

/** What an administrator may pick (the current status shows too, so a decision can be revised). */
const CHOICES: DocumentStatus[] = ['underConsideration', 'approved', 'rejected'];

export type AdminStatusProps = {
  participantId: number;
  kind: ParticipantDocumentKind;
  status: DocumentStatus;
  rejectReason: string | null;
  onSaved: (documents: ParticipantDocuments) => void;
};

/**
 * The administrator's decision on one document (part 2 §2.7, §6, §7.7): a status dropdown that
 * saves on its own (POST /v1/Admin/set-participant-document-status), not as part of edit mode.
 * Approving saves at once; rejecting opens the comment box and saves with its button.
 */
export const AdminStatus = ({ participantId, kind, status, rejectReason, onSaved }: AdminStatusProps) => {
  const { nominative } = PARTICIPANT_DOCUMENT_NAMES[kind];
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const mutation = useSetDocumentStatus({
    onSuccess: (documents) => {
      toast.success(DOCUMENT_MESSAGES.statusSetTitle, DOCUMENT_MESSAGES.statusSetDetail);
      setRejecting(false);
      setReason('');
      onSaved(documents);
    },
    onError: (error) => {
      const detail = error instanceof ApiError ? error.serverMessage : null;
      toast.error(DOCUMENT_MESSAGES.errorTitle, detail ?? DOCUMENT_MESSAGES.unknownError);
    },
  });

  const send = (next: DocumentStatus, rejectReason?: string) => {
    const request: SetDocumentStatusRequest = {
      participantId,
      [`${kind}Status`]: next,
      ...(next === 'rejected' ? { [`${kind}RejectReason`]: rejectReason } : {}),
    };
    const [error] = setDocumentStatusErrors(request);
    if (error) {
      setReasonError(error);
      return;
    }
    mutation.mutate(request);
  };

  const choose = (next: DocumentStatus) => {
    setReasonError(null);
    if (next === 'rejected') {
      setRejecting(true);
      return;
    }
    setRejecting(false);
    if (next !== status) send(next);
  };

  const shown = rejecting ? 'rejected' : status;
  return (
    <Stack gap="xs">
      <NativeSelect
        label="Статус"
        aria-label={`Статус: ${nominative}`}
        value={CHOICES.includes(shown) ? shown : ''}
        onChange={(event) => choose(event.currentTarget.value as DocumentStatus)}
        disabled={mutation.isPending}
        data={[
          ...(CHOICES.includes(shown) ? [] : [{ value: '', label: 'Выберите статус', disabled: true }]),
          ...CHOICES.map((value) => ({ value, label: DOCUMENT_STATUS_WORDS_RU[value] })),
        ]}
      />
      {rejecting ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send('rejected', reason);
          }}
          aria-label={`Отклонение: ${nominative}`}
          noValidate
        >
          <Stack gap="xs">
            <Textarea
              label={DOCUMENT_MESSAGES.rejectReason}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonError(null);
              }}
              maxLength={DOCUMENT_REJECT_REASON_MAX}
              rows={3}
              required
              error={reasonError}
              data-autofocus
            />
            <Group gap="xs">
              <Button type="submit" color="red" loading={mutation.isPending}>
                Отклонить
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setRejecting(false);
                  setReason('');
                  setReasonError(null);
                }}
                disabled={mutation.isPending}
              >
                Отмена
              </Button>
            </Group>
          </Stack>
        </form>
      ) : status === 'rejected' ? (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setReason(rejectReason ?? '');
              setRejecting(true);
            }}
          >
            Изменить причину
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
};
