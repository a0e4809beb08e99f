import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';

/**
 * The protocol that bench:load uploads: an .xlsx laid out as bench:import's (its builder is inline
 * in that script's top level, which runs the whole benchmark on import, so it cannot be shared),
 * with riders the portal knows and new ones, as multipart/form-data for POST /v1/Protocol/process-file.
 */
export type KnownRider = {
  last_name: string;
  first_name: string;
  year_of_birth: number;
  gender: 'male' | 'female';
};

/** New riders are 'Бенч Нагрузкин<n>': the bench deletes them afterwards by that name. */
export const NEW_RIDER_FIRST_NAME = 'Бенч';
export const NEW_RIDER_LAST_NAME_PREFIX = 'Нагрузкин';

const raceTime = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

export const buildProtocolUpload = async (
  known: KnownRider[],
  newRiders: { from: number; count: number },
): Promise<{ payload: Buffer; contentType: string; rows: number }> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Протокол');
  sheet.addRow(['Протокол результатов: гонка под нагрузкой']);
  sheet.addRow(['Место', 'Номер', 'Фамилия', 'Имя', 'Год рождения', 'Пол', 'Команда', 'Город', 'Время']);
  const riders: KnownRider[] = [
    ...known,
    ...Array.from({ length: newRiders.count }, (_, i) => ({
      last_name: `${NEW_RIDER_LAST_NAME_PREFIX}${newRiders.from + i}`,
      first_name: NEW_RIDER_FIRST_NAME,
      year_of_birth: 1970 + ((newRiders.from + i) % 40),
      gender: 'male' as const,
    })),
  ];
  riders.forEach((rider, i) => {
    sheet.addRow([
      i + 1,
      1000 + i,
      rider.last_name,
      rider.first_name,
      rider.year_of_birth,
      rider.gender === 'male' ? 'М' : 'Ж',
      'Клуб',
      'Москва',
      raceTime(7200 + i * 2),
    ]);
  });
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const boundary = `----bench${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="load.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}`, rows: riders.length };
};
