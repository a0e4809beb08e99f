import { Text } from '@mantine/core';

/** The card's back when its QR code could not be had. */
export const QrUnavailable = () => (
  <Text size="sm" ta="center" role="alert">
    Не удалось получить QR-код
  </Text>
);
