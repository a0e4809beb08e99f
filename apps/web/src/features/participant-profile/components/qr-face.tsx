import { Loader, Text } from '@mantine/core';
import { useQrCode } from '../api/get-qr-code';
import classes from './participant-card.module.css';
import { QrUnavailable } from './qr-unavailable';

/** The QR side: the SVG of the profile's address, asked for only once the card is turned (§2.2). */
export const QrFace = ({ participantId }: { participantId: number }) => {
  const qr = useQrCode(participantId);
  if (qr.isError) return <QrUnavailable />;
  if (!qr.data) return <Loader size="sm" aria-label="Загрузка QR-кода" />;
  return (
    <>
      <img
        className={classes.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data)}`}
        alt="QR-код страницы участника"
      />
      <Text size="xs" c="dimmed" ta="center">
        Наведите камеру, чтобы открыть профиль
      </Text>
    </>
  );
};
