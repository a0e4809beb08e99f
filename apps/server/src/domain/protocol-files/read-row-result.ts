import type { ReadPlace } from './cell-numbers.js';
import { TIME_CAPACITY_TEXT, timeFits } from './column-capacity.js';
import { readTime } from './result-time.js';
import type { RowCells } from './row-cells.js';
import { STATUS_HINT, statusOfWord, type StatusWord } from './status-word.js';
import type { ParsedResultRow, ParsedStatus } from './types.js';

export type RowResult = Pick<
  ParsedResultRow,
  'place' | 'resultTime' | 'resultTimeMs' | 'status' | 'isOutOfCompetition'
> & { errors: string[]; warnings: string[] };

const isNonFinish = (word: StatusWord): word is Exclude<ParsedStatus, 'F'> => word !== 'F' && word !== 'OUT';

/**
 * The result of a row from its place, time and status cells. A status word may stand in any of
 * them; a DNF-type status wins over a place (said in the warnings), and so does OUT (not ranked).
 * A place cell holding neither a number nor a status word makes the row no rider at all: `rejected`.
 */
export const readRowResult = (
  { at, has, line }: RowCells,
  placeRead: ReadPlace,
  isDate1904: boolean,
): RowResult | { rejected: string } => {
  const errors: string[] = [];
  const warnings: string[] = [];
  const words: StatusWord[] = [];

  const status = at('status');
  if (status.text !== '') {
    const word = statusOfWord(status.text);
    if (word) words.push(word);
    else errors.push(`${line}: статус «${status.text}» не распознан (${status.label}): ${STATUS_HINT}`);
  }
  const place = at('place');
  if (placeRead.kind === 'other') {
    const word = statusOfWord(placeRead.text);
    if (!word) return { rejected: `${line}: «${placeRead.text}» — не место и не статус (${place.label})` };
    words.push(word);
  }
  const time = at('time');
  let resultTime = '';
  let resultTimeMs: number | null = null;
  let unreadableTime: string | null = null;
  const timeWord = time.text === '' ? null : statusOfWord(time.text);
  if (timeWord) words.push(timeWord);
  else if (time.text !== '') {
    const read = readTime(time.value, time.text, isDate1904);
    resultTime = read.text;
    if (read.kind === 'time' && !timeFits(read.ms)) {
      errors.push(
        `${line}: время «${time.text}» — слишком большое (${time.label}): не больше ${TIME_CAPACITY_TEXT}`,
      );
    } else if (read.kind === 'time') resultTimeMs = read.ms;
    if (read.kind === 'unreadable')
      unreadableTime = `${line}: время «${time.text}» не распознано (${time.label})`;
  }

  const isOutOfCompetition = words.includes('OUT');
  const resultStatus: ParsedStatus = words.find(isNonFinish) ?? 'F';
  let resultPlace = placeRead.kind === 'place' ? placeRead.place : null;
  if (resultPlace !== null && resultStatus !== 'F') {
    warnings.push(`${line}: указано место ${resultPlace}, но статус ${resultStatus} — место не учитывается`);
    resultPlace = null;
  } else if (resultPlace !== null && isOutOfCompetition) {
    warnings.push(`${line}: участник вне зачёта — место ${resultPlace} не учитывается`);
    resultPlace = null;
  }

  const isRankedFinisher = resultStatus === 'F' && !isOutOfCompetition;
  if (unreadableTime) {
    // Without a place the time is what ranks a finisher; with one, the time is only shown.
    if (isRankedFinisher && resultPlace === null) errors.push(unreadableTime);
    else warnings.push(unreadableTime);
  } else if (isRankedFinisher && resultPlace === null && resultTime === '' && (has('place') || has('time'))) {
    const labels = [place.label, time.label].filter((label) => label !== '').join(', ');
    errors.push(`${line}: нет ни места, ни времени, ни статуса DNF, DNS или DSQ (${labels})`);
  }
  return {
    place: resultPlace,
    resultTime,
    resultTimeMs,
    status: resultStatus,
    isOutOfCompetition,
    errors,
    warnings,
  };
};
