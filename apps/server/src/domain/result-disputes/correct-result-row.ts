import type { CorrectResultRequest } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { badRequest, notFound } from '../../errors.js';
import { TIME_CAPACITY_TEXT, timeFits } from '../protocol-files/column-capacity.js';
import { readTime } from '../protocol-files/result-time.js';
import { readResultRow, writeResultRow, type ResultRowText } from './result-rows-repository.js';

export type ResultRowCorrection = { before: ResultRowText; after: ResultRowText };

/** The columns a correction sets, as text: the time read as an upload reads it; a non-finisher has no place. */
const wantedColumns = (patch: CorrectResultRequest): ResultRowText => {
  const wanted: ResultRowText = {};
  if (patch.resultTime !== undefined) {
    const text = patch.resultTime.trim();
    if (text === '') {
      wanted.result_time = '';
      wanted.result_time_ms = null;
    } else {
      const read = readTime(text, text);
      if (read.kind === 'unreadable') throw badRequest(`Время «${text}» не распознано: например, 1:02:03.4`);
      if (read.kind === 'time' && !timeFits(read.ms))
        throw badRequest(`Время «${text}» слишком большое: не больше ${TIME_CAPACITY_TEXT}`);
      wanted.result_time = read.text;
      wanted.result_time_ms = read.kind === 'time' ? String(read.ms) : null;
    }
  }
  if (patch.place !== undefined) wanted.place = patch.place === null ? null : String(patch.place);
  if (patch.categoryText !== undefined) wanted.category_text = patch.categoryText.trim();
  if (patch.club !== undefined) wanted.club = patch.club.trim();
  if (patch.status !== undefined) {
    wanted.status = patch.status;
    if (patch.status !== 'F') wanted.place = null;
  }
  return wanted;
};

/**
 * Corrects one result row (time, place, category, club, status) inside the caller's transaction and
 * answers the changed columns before and after, or null when nothing changes. One small step on
 * purpose: a corrected upload with protocol versions (issue 38) can later make the same change as a
 * new version of the protocol.
 */
export const correctResultRow = async (
  executor: Executor,
  resultId: number,
  patch: CorrectResultRequest,
): Promise<ResultRowCorrection | null> => {
  const current = await readResultRow(executor, resultId);
  if (!current) throw notFound('Результат не найден');
  const wanted = wantedColumns(patch);
  const before: ResultRowText = {};
  const after: ResultRowText = {};
  for (const [column, value] of Object.entries(wanted) as [keyof ResultRowText, string | null][]) {
    if (current[column] === value) continue;
    before[column] = current[column];
    after[column] = value;
  }
  if (Object.keys(after).length === 0) return null;
  await writeResultRow(executor, resultId, after);
  return { before, after };
};
