import { Text, VisuallyHidden } from '@mantine/core';
import { IconBan, IconCircleCheck, IconClockHour4, IconHelpCircle } from '@tabler/icons-react';
import { DOCUMENT_STATUS_WORDS_RU, type DocumentStatus } from '@velo/contracts/enums';
import classes from '../documents.module.css';

/**
 * The icons of part 2 §2.7: on review an orange clock, approved a green check, rejected a red ban,
 * none a question mark. The word always goes with the icon (colour is never the only signal);
 * the shades are dark enough for 3:1 against white.
 */
const STATUS_LOOK: Record<DocumentStatus, { Icon: typeof IconBan; color: string }> = {
  underConsideration: { Icon: IconClockHour4, color: 'var(--mantine-color-orange-9)' },
  approved: { Icon: IconCircleCheck, color: 'var(--mantine-color-green-8)' },
  rejected: { Icon: IconBan, color: 'var(--mantine-color-red-8)' },
  undefined: { Icon: IconHelpCircle, color: 'var(--mantine-color-gray-7)' },
};

export const DocumentStatusLine = ({ status }: { status: DocumentStatus }) => {
  const { Icon, color } = STATUS_LOOK[status];
  return (
    <Text component="p" className={classes.status} data-status={status}>
      <VisuallyHidden>Статус: </VisuallyHidden>
      <Icon size={20} color={color} className={classes.statusIcon} aria-hidden />
      <span>{DOCUMENT_STATUS_WORDS_RU[status]}</span>
    </Text>
  );
};
