import {
  DocumentsBlock,
  emptyDocumentsDraft,
  type DocumentsBlockProps,
  type DocumentsDraft,
} from '../documents/documents-block';

const NO_CHANGES = emptyDocumentsDraft();

/**
 * The documents block as the page mounts it (only for `profile.canSeeDocuments`, loaded then): the
 * page's draft is null until the owner changes something.
 */
export const DocumentsSection = ({
  draft,
  ...props
}: Omit<DocumentsBlockProps, 'draft'> & { draft: DocumentsDraft | null }) => (
  <DocumentsBlock {...props} draft={draft ?? NO_CHANGES} />
);
