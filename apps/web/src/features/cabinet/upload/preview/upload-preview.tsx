import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import type { ColumnAssignment, ProcessFileResponse } from '@velo/contracts';
import { WarningAlert } from '@/components/warning-alert';
import { ColumnMapping } from './column-mapping';
import { FirstRows } from './first-rows';
import { NewRiders } from './new-riders';
import classes from './upload-preview.module.css';

type UploadPreviewProps = {
  preview: ProcessFileResponse;
  confirmed: boolean;
  /** The cancel is being sent. */
  cancelling: boolean;
  /** The file is being read again with a mapping by hand. */
  rereading: boolean;
  links: ReadonlyMap<number, number>;
  onLink: (rowNumber: number, participantId: number | null) => void;
  onRemap: (mapping: ColumnAssignment[]) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * What the server read from the file (part 2 §2.5, issue 13): the errors and warnings, how each
 * column was read (and a mapping by hand when it was read wrong), the first rows as read, and the
 * riders new to the portal with the existing riders they may be; confirm (not while errors remain)
 * or cancel.
 */
export const UploadPreview = ({
  preview,
  confirmed,
  cancelling,
  rereading,
  links,
  onLink,
  onRemap,
  onConfirm,
  onCancel,
}: UploadPreviewProps) => {
  // A file whose columns were not all understood opens on the mapping; a clean one keeps it folded.
  const mappingOpen = preview.errors.length > 0 || Boolean(preview.appliedMapping?.length);
  const firstRows = preview.firstRows ?? [];
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm">
          {preview.title ? `«${preview.title}», ` : ''}строк: {preview.rowsCount}
        </Text>
        {preview.hasPointsColumn ? (
          <Badge variant="light" c="dark.7">
            есть столбец очков
          </Badge>
        ) : null}
        {confirmed ? (
          <Badge color="green" variant="light" c="dark.7">
            подтвержден
          </Badge>
        ) : null}
      </Group>
      {preview.errors.length > 0 ? (
        <Alert color="red" title="Ошибки в файле" role="alert">
          <List size="sm">
            {preview.errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {preview.warnings.length > 0 ? (
        <WarningAlert title="Предупреждения">
          <List size="sm">
            {preview.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </WarningAlert>
      ) : null}
      {preview.columns.length > 0 ? (
        <details open={mappingOpen} className={classes.section}>
          <summary>Как прочитаны столбцы ({preview.columns.length})</summary>
          <ColumnMapping
            // A new reading starts the choice over.
            key={`${preview.cachedProtocolDataId}-${JSON.stringify(preview.appliedMapping ?? [])}`}
            preview={preview}
            busy={rereading}
            onApply={onRemap}
          />
        </details>
      ) : null}
      {firstRows.length > 0 ? (
        <details open className={classes.section}>
          <summary>Первые строки</summary>
          <FirstRows rows={firstRows} total={preview.rowsCount} />
        </details>
      ) : null}
      {preview.newParticipantsFromProtocol.length > 0 ? (
        <NewRiders riders={preview.newParticipantsFromProtocol} links={links} onLink={onLink} />
      ) : null}
      {confirmed ? null : (
        <Group gap="sm">
          <Button
            onClick={onConfirm}
            disabled={preview.errors.length > 0 || !preview.cachedProtocolDataId || rereading}
          >
            Подтвердить
          </Button>
          <Button variant="default" onClick={onCancel} loading={cancelling}>
            Отменить
          </Button>
        </Group>
      )}
    </Stack>
  );
};
