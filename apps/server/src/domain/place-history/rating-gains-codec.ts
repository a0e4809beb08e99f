import {
  packProtocolGains,
  protocolGainsOf,
  type PackedProtocolGains,
  type ParticipantInfo,
  type ProtocolGains,
  type StandingsProtocol,
} from '@velo/rating';

/**
 * A protocol's gains as `rating_gains` stores them: the engine's packed pairs (participant id, points
 * in hundredths; the men first) as little-endian int32 bytes. A season's 180,000 starts are 1.4 MB,
 * read back as int32 views of the bytes with no parsing (a recalculation writes them, every place
 * history reads them).
 */
export type PackedGains = { males: number; bytes: Uint8Array };

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export const packGains = (protocol: ProtocolGains): PackedGains => {
  const { males, pairs } = packProtocolGains(protocol);
  if (LITTLE_ENDIAN)
    return { males, bytes: new Uint8Array(pairs.buffer, pairs.byteOffset, pairs.byteLength) };
  const bytes = new Uint8Array(pairs.byteLength);
  const view = new DataView(bytes.buffer);
  pairs.forEach((value, index) => view.setInt32(index * 4, value, true));
  return { males, bytes };
};

/** The stored bytes as the engine's pairs: a view when aligned on a little-endian machine, else a copy. */
export const pairsOf = (bytes: Uint8Array): Int32Array => {
  const count = Math.floor(bytes.byteLength / 4);
  if (LITTLE_ENDIAN) {
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
    return new Int32Array(aligned.buffer, aligned.byteOffset, count);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Int32Array.from({ length: count }, (_, index) => view.getInt32(index * 4, true));
};

export const unpackGains = (
  stored: { protocolId: number; day: string } & PackedGains,
): PackedProtocolGains => ({
  protocolId: stored.protocolId,
  day: stored.day,
  males: stored.males,
  pairs: pairsOf(stored.bytes),
});

/**
 * A season's counting protocols' gains, packed for one insert (rating-gains-repository.ts): plain
 * arrays and one hex text, so that they cross from the rating thread cheaply (score-season.ts).
 */
export type SeasonGains = {
  days: string[];
  protocolIds: number[];
  males: number[];
  /** Where each protocol's bytes start in `hex`'s bytes (from 1, as SQL's substring counts). */
  offsets: number[];
  lengths: number[];
  hex: string;
};

export const packSeasonGains = (
  scored: readonly StandingsProtocol[],
  participants: readonly ParticipantInfo[],
): SeasonGains => {
  const protocols = protocolGainsOf(scored, participants);
  const packed = protocols.map(packGains);
  const offsets: number[] = [];
  const lengths: number[] = [];
  let offset = 1;
  for (const { bytes } of packed) {
    offsets.push(offset);
    lengths.push(bytes.byteLength);
    offset += bytes.byteLength;
  }
  return {
    days: protocols.map((p) => p.day),
    protocolIds: protocols.map((p) => p.protocolId),
    males: packed.map((p) => p.males),
    offsets,
    lengths,
    hex: Buffer.concat(packed.map(({ bytes }) => bytes)).toString('hex'),
  };
};
