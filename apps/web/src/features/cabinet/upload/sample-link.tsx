import { Anchor, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { callUrl } from '@/lib/api-client';

/**
 * 'Скачать образец': the sample protocol (GET /v1/Protocol/sample, public), a file with the columns
 * the upload reads and example rows. A plain link: the browser saves the attachment itself.
 */
export const SampleProtocolLink = () => (
  <Anchor href={callUrl('GET /v1/Protocol/sample')} download size="sm">
    <Group gap={4} component="span" wrap="nowrap">
      <IconDownload size={16} aria-hidden="true" />
      Скачать образец
    </Group>
  </Anchor>
);
