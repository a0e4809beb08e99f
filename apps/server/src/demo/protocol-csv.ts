import { PROTOCOL_TEMPLATE_COLUMNS } from '../domain/protocol-files/index.js';
import type { DemoParticipant, DemoProtocol } from './demo-types.js';

const quote = (value: string) => (/[;"\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

const STATUS_WORDS = { F: '', DNF: 'DNF', DNS: 'DNS', DSQ: 'DSQ' } as const;

/**
 * A demo protocol as the organizer's timing company would export it: the canonical template's
 * columns, `;`-separated. The demo data goes through the same reader and import as any upload.
 */
export const demoProtocolCsv = (protocol: DemoProtocol, people: Map<number, DemoParticipant>): string => {
  // No points column: the demo's points are the engine's.
  const columns = PROTOCOL_TEMPLATE_COLUMNS.filter((column) => column !== 'Очки');
  const header = columns.join(';');
  const values: Record<string, (row: DemoProtocol['rows'][number], person: DemoParticipant) => string> = {
    Место: (row) => (row.place === null ? '' : String(row.place)),
    Номер: (row) => row.bib,
    Фамилия: (_row, person) => person.lastName,
    Имя: (_row, person) => person.firstName,
    'Год рождения': (_row, person) => String(person.yearOfBirth),
    Пол: (_row, person) => (person.gender === 'male' ? 'М' : 'Ж'),
    Команда: (row) => row.club,
    Город: (row) => row.city,
    Время: (row) => row.resultTime,
    Статус: (row) => STATUS_WORDS[row.status],
    Спринт: (row) => (row.sprintWinner ? '1' : ''),
    Горный: (row) => (row.mountainWinner ? '1' : ''),
  };
  const lines = protocol.rows.map((row) => {
    const person = people.get(row.participantId)!;
    return columns.map((column) => quote(values[column]?.(row, person) ?? '')).join(';');
  });
  return [header, ...lines].join('\r\n');
};
