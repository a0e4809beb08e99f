import type { Gain } from '@velo/rating';

/**
 * A protocol's gains packed for `rating_gains`: the men first, then the women, each as two
 * little-endian int32 (participant id, points in hundredths). A season's 180,000 starts are 1.4 MB,
 * read back without parsing text (a recalculation writes them, every place history reads them).
 */
export type PackedGains = { males: number; bytes: Uint8Array };

const PAIR_BYTES = 8;

export const packGains = (gains: readonly Gain[]): PackedGains => {
  const bytes = new Uint8Array(gains.length * PAIR_BYTES);
  const view = new DataView(bytes.buffer);
  let offset = 0;
  const write = (gain: Gain) => {
    view.setInt32(offset, gain.participantId, true);
    view.setInt32(offset + 4, gain.cents, true);
    offset += PAIR_BYTES;
  };
  let males = 0;
  for (const gain of gains) {
    if (gain.gender !== 'male') continue;
    write(gain);
    males += 1;
  }
  for (const gain of gains) if (gain.gender !== 'male') write(gain);
  return { males, bytes };
};

export const unpackGains = ({ males, bytes }: PackedGains): Gain[] => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes.byteLength / PAIR_BYTES;
  const gains = new Array<Gain>(count);
  for (let index = 0; index < count; index += 1) {
    gains[index] = {
      participantId: view.getInt32(index * PAIR_BYTES, true),
      gender: index < males ? 'male' : 'female',
      cents: view.getInt32(index * PAIR_BYTES + 4, true),
    };
  }
  return gains;
};
