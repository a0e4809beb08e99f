import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import type { ParticipantDocuments, ParticipantProfile } from '@velo/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { DocumentCard } from './components/document-card';
import {
  DocumentPreviewDialog,
  type PreviewSource,
} from '@/components/document-preview/document-preview-dialog';
import {
  applyDocumentEdit,
  documentFieldErrors,
  documentsDraftChanged,
  documentsDraftErrors,
  draftDocument,
  emptyDocumentsDraft,
  isTouched,
  PARTICIPANT_DOCUMENT_KINDS,
  storedDocument,
  type DocumentsDraft,
} from './draft';
import { DOCUMENT_MESSAGES } from './messages';
import classes from './documents.module.css';

/**
 * The seam between the profile page and its documents block (part 2 §2.6, §2.7).
 *
 * The page owns edit mode and the Save / Cancel buttons; the block owns everything about the two
 * documents. While the owner edits, the block keeps its changes in a draft the page holds (so
 * Cancel drops it); on Save the page sends it after the profile fields are saved
 * (`useSaveDocumentsDraft`, api/edit-documents.ts). The administrator's status dropdown is not part
 * of edit mode: it saves on its own.
 */
export type { DocumentsDraft };
export { documentsDraftChanged, documentsDraftErrors, emptyDocumentsDraft };

export type DocumentsBlockProps = {
  profile: ParticipantProfile;
  /** The page is in edit mode (only the owner may then upload, delete and date documents). */
  editing: boolean;
  /** The viewer is an administrator (status dropdown, reject comment, view and download). */
  isAdmin: boolean;
  draft: DocumentsDraft;
  onDraftChange: (draft: DocumentsDraft) => void;
  /**
   * Called after an administrator's status decision was saved, with the documents as stored (the
   * block shows them at once; the cached profiles are updated by the write itself).
   */
  onDocumentsChange?: (documents: ParticipantDocuments) => void;
};

const NO_CHANGES = emptyDocumentsDraft();

/** Shown only when `profile.canSeeDocuments` (the page checks). */
export const DocumentsBlock = ({
  profile,
  editing,
  isAdmin,
  draft,
  onDraftChange,
  onDocumentsChange,
}: DocumentsBlockProps) => {
  const headingId = useId();
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  // A status an administrator just set shows until the page brings a newer profile.
  const [saved, setSaved] = useState<{
    base: ParticipantDocuments | null;
    documents: ParticipantDocuments;
  }>();
  const documents = saved && saved.base === profile.documents ? saved.documents : profile.documents;
  const ownerEditing = editing && profile.isOwner;
  const shownDraft = ownerEditing ? draft : NO_CHANGES;

  // Uploads finish later: they apply to the draft as it is then, not as it was when they began.
  const latest = useRef({ draft, documents });
  useEffect(() => {
    latest.current = { draft, documents };
  });

  const noDocuments = PARTICIPANT_DOCUMENT_KINDS.every(
    (kind) => !draftDocument(documents, shownDraft, kind).fileId,
  );

  return (
    <Paper component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {DOCUMENT_MESSAGES.blockTitle}
        </Title>
        {noDocuments && !ownerEditing ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconHelpCircle size={20} color="var(--mantine-color-gray-7)" aria-hidden />
            <Text size="sm">
              {DOCUMENT_MESSAGES.noDocuments}
              {profile.isOwner ? `. ${DOCUMENT_MESSAGES.noDocumentsOwnerHint}` : ''}
            </Text>
          </Group>
        ) : null}
        <div className={classes.grid}>
          {PARTICIPANT_DOCUMENT_KINDS.map((kind) => {
            const state = draftDocument(documents, shownDraft, kind);
            const touched = isTouched(shownDraft, kind);
            const stored = storedDocument(documents, kind);
            const localFile =
              shownDraft.localFiles?.[kind]?.fileId === state.fileId
                ? (shownDraft.localFiles?.[kind]?.file ?? null)
                : null;
            return (
              <DocumentCard
                key={kind}
                participantId={profile.id}
                kind={kind}
                state={state}
                change={!touched ? 'none' : !state.fileId && stored.fileId ? 'deleted' : 'updated'}
                ownerEditing={ownerEditing}
                isAdmin={isAdmin}
                errors={documentFieldErrors(documents, shownDraft, kind)}
                localFile={localFile}
                onEdit={(edit, file) => {
                  const next = applyDocumentEdit(
                    latest.current.documents,
                    latest.current.draft,
                    kind,
                    edit,
                    file,
                  );
                  latest.current = { ...latest.current, draft: next };
                  onDraftChange(next);
                }}
                onPreview={setPreview}
                onStatusSaved={(next) => {
                  setSaved({ base: profile.documents, documents: next });
                  onDocumentsChange?.(next);
                }}
              />
            );
          })}
        </div>
      </Stack>
      <DocumentPreviewDialog source={preview} onClose={() => setPreview(null)} />
    </Paper>
  );
};
