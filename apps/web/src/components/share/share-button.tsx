import { Anchor, Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { toast } from '@/lib/toasts';

export const SHARE_TEXTS = {
  button: 'Поделиться',
  copied: 'Ссылка скопирована',
  picture: 'Картинка для публикации',
  manual: 'Скопируйте ссылку',
} as const;

/** A phone's own share sheet (Web Share API): on touch screens, where it offers the messengers. */
const canUseShareSheet = (): boolean =>
  typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches === true;

/**
 * 'Поделиться' for a page with a share picture (a rider, a protocol): on a phone the system's share
 * sheet with the page's title and address; elsewhere the address is copied and a toast says so, with
 * the page's picture (the one messengers show under the link) to open or save.
 */
export const ShareButton = ({ title, picture }: { title: string; picture: string }) => {
  const share = async () => {
    const url = window.location.href;
    if (canUseShareSheet()) {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the sheet without choosing is an abort: nothing to say.
      }
      return;
    }
    const pictureLink = (
      <Anchor href={picture} target="_blank" rel="noopener" size="sm" underline="always">
        {SHARE_TEXTS.picture}
      </Anchor>
    );
    try {
      await navigator.clipboard.writeText(url);
      toast.success(
        SHARE_TEXTS.copied,
        <>
          {url} · {pictureLink}
        </>,
      );
    } catch {
      // No clipboard (an insecure page, a denied permission): the address to copy by hand.
      toast.info(
        SHARE_TEXTS.manual,
        <>
          {url} · {pictureLink}
        </>,
      );
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconShare size={18} aria-hidden="true" />}
      onClick={() => void share()}
    >
      {SHARE_TEXTS.button}
    </Button>
  );
};
