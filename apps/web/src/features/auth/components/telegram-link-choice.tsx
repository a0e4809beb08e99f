import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { useBotEnabled } from '@/components/catalog/api/get-bot-enabled';
import { setMessengerLinkWanted } from '../lib/messenger-link-flag';
import { wantsMessengerLink } from '../lib/use-finish-sign-in';

/**
 * 'Подключить Telegram' before an external sign-in or sign-up (part 1 §4): checked, it sets the
 * messenger-link flag, so the provider's callback goes on to the bot's start link. Offered only when
 * the bot is configured.
 */
export const TelegramLinkChoice = () => {
  const enabled = useBotEnabled();
  const [checked, setChecked] = useState(wantsMessengerLink);
  if (enabled.data !== true) return null;
  return (
    <Checkbox
      label="Подключить Telegram"
      description="После входа откроется бот ВелоРейтинга: он будет присылать уведомления о мероприятиях и результатах"
      checked={checked}
      onChange={(event) => {
        const wanted = event.currentTarget.checked;
        setChecked(wanted);
        setMessengerLinkWanted(wanted);
      }}
    />
  );
};
