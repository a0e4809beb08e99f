import { Button, FileInput, Stack, TextInput, Textarea } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { claimFormSchema, PARTICIPANT_CLAIM_LIMITS, type ClaimFormValues } from '@velo/contracts';
import { MAX_UPLOAD_BYTES } from '@velo/contracts/constants';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { CLAIM_TEXTS } from '../messages';

const PHOTO_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** Why a chosen file cannot go (too large, not a .pdf, .jpeg or .png), or null. */
export const photoProblem = (file: File | null): string | null => {
  if (!file) return null;
  if (file.size > MAX_UPLOAD_BYTES) return CLAIM_TEXTS.fileTooLarge;
  const byName = /\.pdf$/i.test(file.name) || /\.(jpe?g|png)$/i.test(file.name);
  return PHOTO_TYPES.includes(file.type) || (!file.type && byName) ? null : CLAIM_TEXTS.wrongFileType;
};

/**
 * What helps the review (issue 34): a comment, the Strava athlete, a photo of a licence or race
 * number. Checked by the contracts' schema before sending; the button sends the claim.
 */
export const ClaimForm = ({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (values: ClaimFormValues & { photo?: File }) => void;
}) => {
  const { field, onSubmit: submitWith } = useSchemaForm<ClaimFormValues>(claimFormSchema, {
    initialValues: { comment: '', strava: '' },
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  return (
    <form
      noValidate
      aria-label="Заявка на профиль участника"
      onSubmit={submitWith((values) => {
        const problem = photoProblem(photo);
        if (problem) {
          setPhotoError(problem);
          return;
        }
        onSubmit({ ...values, ...(photo ? { photo } : {}) });
      })}
    >
      <Stack gap="sm">
        <Textarea
          label={CLAIM_TEXTS.commentLabel}
          description={CLAIM_TEXTS.commentHint}
          rows={4}
          maxLength={PARTICIPANT_CLAIM_LIMITS.comment}
          {...field('comment')}
        />
        <TextInput
          label={CLAIM_TEXTS.stravaLabel}
          description={CLAIM_TEXTS.stravaHint}
          maxLength={PARTICIPANT_CLAIM_LIMITS.strava}
          {...field('strava')}
        />
        <FileInput
          label={CLAIM_TEXTS.photoLabel}
          description={CLAIM_TEXTS.photoHint}
          accept={PHOTO_TYPES.join(',')}
          clearable
          leftSection={<IconPaperclip size={16} aria-hidden="true" />}
          value={photo}
          error={photoError}
          onChange={(file) => {
            setPhoto(file);
            setPhotoError(photoProblem(file));
          }}
        />
        <div>
          <Button type="submit" loading={busy} disabled={busy}>
            {CLAIM_TEXTS.submit}
          </Button>
        </div>
      </Stack>
    </form>
  );
};
