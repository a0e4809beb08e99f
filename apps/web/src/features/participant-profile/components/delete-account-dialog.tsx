import { Button, Group, Text } from '@mantine/core';
import { LazyModal } from '@/components/lazy-modal/lazy-modal';
import { useMediaQuery } from '@mantine/hooks';
import { PROFILE_TEXTS } from '../messages';

/** «Удалить учетную запись» (part 2 §2.1): «Отвязать» unlinks, «Оставить» closes. */
export const DeleteAccountDialog = ({
  opened,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const narrow = useMediaQuery('(max-width: 550px)', false, { getInitialValueInEffect: false });
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={PROFILE_TEXTS.deleteAccount}
      size={narrow ? '90%' : 500}
      centered
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <Text>{PROFILE_TEXTS.deleteConfirm}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          {PROFILE_TEXTS.deleteNo}
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={busy}>
          {PROFILE_TEXTS.deleteYes}
        </Button>
      </Group>
    </LazyModal>
  );
};
