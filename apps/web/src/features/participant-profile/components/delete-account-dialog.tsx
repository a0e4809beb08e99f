import { Button, Group, Text } from '@mantine/core';
import { LazyModal } from '@/components/lazy-modal/lazy-modal';
import { useMediaQuery } from '@mantine/hooks';
import { useUnlinkAccount } from '../hooks/use-unlink-account';
import { EDIT_TEXTS } from '../edit-messages';

/**
 * «Удалить учетную запись» (part 2 §2.1): «Отвязать» unlinks, «Оставить» closes. The page loads it
 * when the owner first asks for it.
 */
export const DeleteAccountDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { busy, confirm } = useUnlinkAccount(onClose);
  const narrow = useMediaQuery('(max-width: 550px)', false, { getInitialValueInEffect: false });
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={EDIT_TEXTS.deleteAccount}
      size={narrow ? '90%' : 500}
      centered
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <Text>{EDIT_TEXTS.deleteConfirm}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          {EDIT_TEXTS.deleteNo}
        </Button>
        <Button color="red.8" onClick={confirm} loading={busy}>
          {EDIT_TEXTS.deleteYes}
        </Button>
      </Group>
    </LazyModal>
  );
};
