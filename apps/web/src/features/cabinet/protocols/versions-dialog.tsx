import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  PROTOCOL_VERSION_KIND_LABELS,
  RESULTS_LIFECYCLE_TEXTS,
  type ProtocolListItem,
  type ProtocolVersion,
} from '@velo/contracts';
import { useState } from 'react';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { ViewSkeleton } from '../kit/view-skeleton';
import { useDownloadVersionFile } from './api/download-version-file';
import { useProtocolVersions, useVersionDiff } from './api/get-protocol-versions';
import { DiffTable } from './diff-table';

/** «добавлено 1, убрано 1, изменено 2». */
const countsLine = (version: ProtocolVersion) =>
  `добавлено ${version.counts.added}, убрано ${version.counts.removed}, изменено ${version.counts.changed}`;

/**
 * 'История версий' of a protocol (issue 38): each version newest first, who made it, when and why,
 * its original file when it had one, and what changed against the version before it.
 */
export const VersionsDialog = ({
  protocol,
  onClose,
}: {
  protocol: ProtocolListItem;
  onClose: () => void;
}) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const versions = useProtocolVersions(protocol.id);
  const [pair, setPair] = useState<{ from: number; to: number } | null>(null);
  const diff = useVersionDiff(protocol.id, pair);
  const download = useDownloadVersionFile();

  return (
    <Modal opened size="xl" onClose={onClose} title={RESULTS_LIFECYCLE_TEXTS.versions} fullScreen={isPhone}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {protocol.eventName}, протокол «{protocol.protocolName}»
        </Text>
        {versions.isPending ? (
          <ViewSkeleton />
        ) : versions.isError ? (
          <LoadError />
        ) : versions.data.versions.length === 0 ? (
          <EmptyState title="Версий нет" />
        ) : (
          <ol aria-label="Версии протокола" style={{ margin: 0, paddingLeft: 20 }}>
            {versions.data.versions.map((version) => (
              <li key={version.number}>
                <Group gap={8} wrap="wrap">
                  <Text fw={600}>
                    Версия {version.number}
                    {version.isCurrent ? ' (действующая)' : ''}
                  </Text>
                  <Text size="sm">{PROTOCOL_VERSION_KIND_LABELS[version.kind]}</Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(version.createdOn)}
                    {version.userName ? ` · ${version.userName}` : ''}
                  </Text>
                </Group>
                {version.note ? <Text size="sm">{version.note}</Text> : null}
                <Group gap={12} wrap="wrap">
                  {version.number > 1 ? (
                    <>
                      <Text size="sm" c="dimmed">
                        {countsLine(version)}
                      </Text>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => setPair({ from: version.number - 1, to: version.number })}
                      >
                        Что изменилось
                      </Button>
                    </>
                  ) : null}
                  {version.hasFile ? (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() =>
                        download.mutate(
                          {
                            id: protocol.id,
                            number: version.number,
                            name: version.fileName || `${protocol.protocolName}-${version.number}`,
                          },
                          {
                            onError: (error) =>
                              toast.error('Ошибка', errorText(error, 'Не удалось скачать файл')),
                          },
                        )
                      }
                    >
                      Файл: {version.fileName || 'исходный'}
                    </Anchor>
                  ) : null}
                </Group>
              </li>
            ))}
          </ol>
        )}
        {pair ? (
          <section aria-label={`Версия ${pair.to} против версии ${pair.from}`}>
            <Text fw={600} mb={4}>
              Версия {pair.to} против версии {pair.from}
            </Text>
            {diff.data ? (
              <DiffTable rows={diff.data.rows} counts={diff.data.counts} />
            ) : diff.isError ? (
              <LoadError />
            ) : null}
          </section>
        ) : null}
      </Stack>
    </Modal>
  );
};
