import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CLEANUP_TITLES, type CleanupAction, type CleanupReport } from '@velo/contracts';
import { toast } from '@/lib/toasts';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { JobProgress } from '../kit/job-progress';
import { useApplyCleanup, useCleanupDryRun } from './api/run-cleanup';
import { CleanupReportView } from './cleanup-report';

/** Each clean-up's short name, the card's title; the server's CLEANUP_TITLES say what it does. */
export const CLEANUP_NAMES: Record<CleanupAction, string> = {
  normalizeParticipantName: 'Имена участников',
  clearParticipantClubs: 'Клубы в профилях',
  addParticipantsNameTransliteration: 'Имена латиницей',
  participantsCreatedOnToAddRoleRequestDate: 'Дата добавления по заявке',
  participantsCreatedOnToFirstProtocolDate: 'Дата добавления по первой гонке',
  removeParticipantDuplicates: 'Дубликаты участников',
  swappedNameParticipants: 'Переставленные фамилия и имя',
  unprotocoledUserlessParticipants: 'Участники без результатов',
};

/**
 * One clean-up (issue 14): what it does, 'Проверить' (the dry run, its list in a dialog) and
 * 'Применить' (after a confirmation; then the recalculation's progress).
 */
export const CleanupCard = ({ action }: { action: CleanupAction }) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const name = CLEANUP_NAMES[action];
  const headingId = `cleanup-${action}`;
  const [preview, setPreview] = useState<CleanupReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [applied, setApplied] = useState<CleanupReport | null>(null);
  const dryRun = useCleanupDryRun({
    onSuccess: setPreview,
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось проверить')),
  });
  const apply = useApplyCleanup({
    onSuccess: (report) => {
      setConfirming(false);
      setPreview(null);
      setApplied(report);
      toast.success('Успешно', report.message);
    },
    onError: (error) => {
      setConfirming(false);
      toast.error('Ошибка', errorText(error, 'Не удалось применить'));
    },
  });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h5" id={headingId}>
          {name}
        </Title>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {CLEANUP_TITLES[action]}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => dryRun.mutate({ action, dryRun: true })}
            loading={dryRun.isPending}
          >
            Проверить
          </Button>
          <Button color="red" variant="light" onClick={() => setConfirming(true)} disabled={apply.isPending}>
            Применить
          </Button>
        </Group>
        {applied ? (
          <Text size="sm" role="status">
            {applied.message}
          </Text>
        ) : null}
        <JobProgress jobId={applied?.recalculationJobId ?? null} label="Пересчет затронутых сезонов" />
      </Stack>

      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={`Проверка: ${name}`}
        size="xl"
        fullScreen={isPhone}
      >
        {preview ? (
          <Stack gap="md">
            <CleanupReportView report={preview} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setPreview(null)}>
                Закрыть
              </Button>
              {preview.affectedCount > 0 ? (
                <Button color="red" onClick={() => setConfirming(true)}>
                  Применить
                </Button>
              ) : null}
            </Group>
          </Stack>
        ) : null}
      </Modal>

      <ConfirmDialog
        opened={confirming}
        title={`Применить: ${name}?`}
        confirmLabel="Применить"
        loading={apply.isPending}
        onConfirm={() => apply.mutate({ action, dryRun: false })}
        onClose={() => setConfirming(false)}
      >
        {`${CLEANUP_TITLES[action]}. Изменение запишется в журнал, его можно будет отменить; рейтинг затронутых сезонов пересчитается.`}
      </ConfirmDialog>
    </Card>
  );
};
