import type { ProtocolView } from '@velo/contracts';
import { formatPercent, formatRatio, plural } from '@/components/format';

type GenderCoefficients = NonNullable<ProtocolView['coefficients']['male']>;

/**
 * The info block is shown for rating protocols whose points are computed here: not taken from the
 * file (spec part 1 §2.6).
 */
export const showsCoefficients = (
  protocol: Pick<ProtocolView, 'isRatingProtocol' | 'isRatingFromProtocolFile'>,
) => protocol.isRatingProtocol && !protocol.isRatingFromProtocolFile;

export const NOT_APPLIED = 'Не применяется';

/** F: 'Не применяется' (ignore), the value, and in auto mode the share of starters who scored. */
export const significanceText = (protocol: ProtocolView, gender?: GenderCoefficients): string => {
  const { significanceRatioCalculationMode: mode, significanceRatio } = protocol.config;
  if (mode === 'ignore') return NOT_APPLIED;
  if (mode === 'custom') return formatRatio(gender?.significanceRatio ?? significanceRatio ?? 1);
  const percent = gender?.significanceParticipantPercent ?? protocol.significanceParticipantPercent;
  const value = gender ? `${formatRatio(gender.significanceRatio)}: ` : '';
  if (percent === null || percent === undefined) return value ? value.slice(0, -2) : '—';
  const counts = gender ? ` (${gender.scorers} из ${gender.starters})` : '';
  return `${value}очки получили ${formatPercent(percent)} участников от общего числа${counts}`;
};

/** Q: 'Не применяется' (ignore), the value, and in auto mode how many of the top 100 took part. */
export const representationText = (protocol: ProtocolView, gender?: GenderCoefficients): string => {
  const { representationRatioCalculationMode: mode, representationRatio } = protocol.config;
  if (mode === 'ignore') return NOT_APPLIED;
  if (mode === 'custom') return formatRatio(gender?.representationRatio ?? representationRatio ?? 1);
  const count = gender?.representationParticipantCount ?? protocol.representationParticipantCount;
  const value = gender ? `${formatRatio(gender.representationRatio)}: ` : '';
  if (count === null || count === undefined) return value ? value.slice(0, -2) : '—';
  return `${value}${count} ${plural(count, ['участник', 'участника', 'участников'])} из топ-100 рейтинга приняли участие`;
};

/** The genders whose coefficients the protocol carries, men first. */
export const genderColumns = (protocol: ProtocolView) =>
  (
    [
      ['male', 'Мужчины'],
      ['female', 'Женщины'],
    ] as const
  )
    .map(([key, label]) => ({ key, label, coefficients: protocol.coefficients[key] }))
    .filter((column) => column.coefficients && column.coefficients.starters > 0);
