import { currentSeason } from '@velo/contracts/constants';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { IconBrandTelegram } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Logo } from '@/components/logo';
import { CONTACTS } from '@/lib/contacts';
import { FeedbackLink } from '../feedback/feedback-link';
import { FOOTER_MENU } from '../navigation';
import contactsQrUrl from './contacts-qr.svg';
import classes from './footer.module.css';

/**
 * The footer (spec part 1 §2.3): the messenger channel, navigation, the policies, the offer note and
 * a QR code of the contacts; on phones the columns stack and the links wrap in rows.
 */
export const Footer = () => (
  <Box component="footer" className={classes.footer}>
    <Container size="xl">
      {/* A CSS grid rather than SimpleGrid: the footer is on every first load (the 150 KB budget). */}
      <div className={classes.columns}>
        <Stack gap="xs" className={classes.about}>
          <Logo />
          <Text size="sm" c="dimmed">
            Портал любительского велоспорта: календарь гонок, протоколы и рейтинг.
          </Text>
          <Anchor
            href={CONTACTS.channelUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            className={classes.channel}
          >
            <IconBrandTelegram size={18} aria-hidden="true" />
            Наш канал в Telegram
          </Anchor>
        </Stack>
        <Stack gap={6} component="nav" aria-label="Разделы портала" className={classes.links}>
          {FOOTER_MENU.map((item) => (
            <Anchor key={item.to} component={Link} to={item.to} c="dark.6" size="sm">
              {item.label}
            </Anchor>
          ))}
        </Stack>
        <Stack gap={6} className={classes.links}>
          <Anchor component={Link} to="/privacy-policy" c="dark.6" size="sm">
            Политика конфиденциальности
          </Anchor>
          <Anchor component={Link} to="/cookies" c="dark.6" size="sm">
            Политика использования cookie
          </Anchor>
          <Anchor href={`mailto:${CONTACTS.email}`} c="dark.6" size="sm">
            {CONTACTS.email}
          </Anchor>
          <FeedbackLink />
        </Stack>
        <Group gap="sm" align="center" wrap="nowrap" className={classes.qr}>
          <img
            src={contactsQrUrl}
            alt="QR-код с контактами портала"
            width={96}
            height={96}
            className={classes.qrImage}
          />
          <Text size="xs" c="dimmed" maw={140}>
            Наведите камеру телефона, чтобы сохранить контакты
          </Text>
        </Group>
      </div>
      <Group justify="space-between" mt="lg" gap="xs" className={classes.bottom}>
        <Text size="xs" c="dimmed">
          © ВелоРейтинг, 2018–{currentSeason()}
        </Text>
        <Text size="xs" c="dimmed">
          Не является публичной офертой
        </Text>
      </Group>
    </Container>
  </Box>
);
