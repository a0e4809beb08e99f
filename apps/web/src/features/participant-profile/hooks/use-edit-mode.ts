import { useState } from 'react';
import type { DocumentsDraft } from '../documents/documents-block';

/**
 * The page's modes: viewing or editing (with the documents' draft, null until the owner changes
 * something), and the card's side. Another rider (a link from the chart or the rating) starts in view
 * mode on the front side.
 */
export const useEditMode = (participantId: number) => {
  const [editing, setEditing] = useState(false);
  const [documentsDraft, setDocumentsDraft] = useState<DocumentsDraft | null>(null);
  const [flipped, setFlipped] = useState(false);
  const [shownId, setShownId] = useState(participantId);
  if (shownId !== participantId) {
    setShownId(participantId);
    setEditing(false);
    setFlipped(false);
    setDocumentsDraft(null);
  }

  const stopEditing = () => {
    setEditing(false);
    setDocumentsDraft(null);
  };
  return {
    editing,
    documentsDraft,
    setDocumentsDraft,
    flipped,
    flip: () => setFlipped((current) => !current),
    startEditing: () => {
      setFlipped(false);
      setEditing(true);
    },
    stopEditing,
    /** Everything was saved: back to the card's front. */
    finishEditing: () => {
      stopEditing();
      setFlipped(false);
    },
  };
};
