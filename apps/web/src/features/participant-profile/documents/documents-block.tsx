import type { ParticipantDocuments, ParticipantProfile } from '@velo/contracts';

/**
 * The seam between the profile page and its documents block (part 2 §2.6, §2.7).
 *
 * The page owns edit mode and the Save / Cancel buttons; the block owns everything about the two
 * documents. While the owner edits, the block keeps its changes in a draft the page holds (so
 * Cancel drops it); on Save the page calls `saveDocumentsDraft` after the profile fields are saved.
 * The administrator's status dropdown is not part of edit mode: it saves on its own.
 *
 * PLACEHOLDER: the documents helper replaces the body of these functions and the component.
 */
export type DocumentsDraft = {
  /** What the owner changed, per the body of POST /v1/Participant/edit-documents; {} = nothing. */
  changes: Partial<Omit<import('@velo/contracts').EditDocumentsRequest, 'participantId'>>;
};

export const emptyDocumentsDraft = (): DocumentsDraft => ({ changes: {} });

/** Whether the draft would change anything (the page sends nothing when neither part changed). */
export const documentsDraftChanged = (draft: DocumentsDraft): boolean =>
  Object.keys(draft.changes).length > 0;

/** The rule texts (part 2 §5) that stop Save, [] when the draft may be sent. */
export const documentsDraftErrors = (
  _draft: DocumentsDraft,
  _documents: ParticipantDocuments | null,
): string[] => [];

/** Sends the draft (POST /v1/Participant/edit-documents) and answers the documents as stored. */
export const saveDocumentsDraft = async (
  _participantId: number,
  _draft: DocumentsDraft,
): Promise<ParticipantDocuments | null> => null;

export type DocumentsBlockProps = {
  profile: ParticipantProfile;
  /** The page is in edit mode (only the owner may then upload, delete and date documents). */
  editing: boolean;
  /** The viewer is an administrator (status dropdown, reject comment, view and download). */
  isAdmin: boolean;
  draft: DocumentsDraft;
  onDraftChange: (draft: DocumentsDraft) => void;
};

/** Shown only when `profile.canSeeDocuments` (the page checks). */
export const DocumentsBlock = (_props: DocumentsBlockProps) => null;
