import { Alert, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { PHOTO_ASPECT, cropToJpeg, loadImage } from '../lib/crop';
import { EDIT_TEXTS } from '../edit-messages';
import classes from './photo-crop-dialog.module.css';

type PhotoCropDialogProps = {
  /** The chosen image (an object URL). */
  source: string;
  onCancel: () => void;
  /** The cropped photo: 3:4, JPEG. */
  onDone: (photo: Blob) => void;
};

/**
 * Choose → crop → confirm (part 2 §4): a 3:4 frame over the chosen image (drag, pinch, the wheel, the
 * arrow keys or the slider), and «Готово» makes the JPEG; the button stays busy until it is made.
 * Loaded with react-easy-crop only when a photo is chosen.
 */
export const PhotoCropDialog = ({ source, onCancel, onDone }: PhotoCropDialogProps) => {
  const narrow = useMediaQuery('(max-width: 550px)', false, { getInitialValueInEffect: false });
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    if (!area) return;
    setBusy(true);
    setFailed(false);
    try {
      const image = await loadImage(source);
      onDone(await cropToJpeg(image, area));
    } catch (error) {
      // §8: the failure is logged; the dialog stays open so another try or another photo is possible.
      console.error(EDIT_TEXTS.blobFailed, error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onCancel}
      title="Фотография профиля"
      size={narrow ? '90%' : 520}
      centered
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <Stack gap="sm">
        <div className={classes.area}>
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={PHOTO_ASPECT}
            minZoom={1}
            maxZoom={4}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{ role: 'group', 'aria-label': 'Рамка кадрирования: двигайте стрелками' }}
            mediaProps={{ alt: 'Выбранная фотография' }}
          />
        </div>
        <div>
          <Text size="sm" fw={600} aria-hidden="true">
            Масштаб
          </Text>
          <Slider
            value={zoom}
            onChange={setZoom}
            min={1}
            max={4}
            step={0.05}
            label={null}
            thumbLabel="Масштаб"
          />
        </div>
        {failed ? (
          <Alert color="red" variant="light" role="alert">
            Не удалось подготовить фотографию. Попробуйте ещё раз или выберите другую.
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Отмена
          </Button>
          <Button onClick={() => void confirm()} loading={busy} disabled={!area}>
            Готово
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
