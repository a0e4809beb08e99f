import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROTOCOL_COLUMN_FIELD_LABELS,
  PROTOCOL_COLUMN_FIELDS,
  type ProcessFileResponse,
} from '@velo/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { UploadPreview } from './upload-preview';

// Issue 13: the preview an organizer can trust: how each column was read and a mapping by hand,
// the first rows as read, and the existing riders a new one may be.

const KINDS = PROTOCOL_COLUMN_FIELDS.map((field) => ({ field, label: PROTOCOL_COLUMN_FIELD_LABELS[field] }));

const preview = (over: Partial<ProcessFileResponse> = {}): ProcessFileResponse => ({
  cachedProtocolDataId: '6f1c2b1e-1d2c-4c7a-9a4b-0c1d2e3f4a5b',
  errors: [],
  warnings: [],
  newParticipantsFromProtocol: [],
  isSuccess: true,
  protocolDate: null,
  title: null,
  rowsCount: 2,
  hasPointsColumn: false,
  columns: [
    { columnIndex: 0, header: 'Место', field: 'place', detectedField: 'place', description: 'место' },
    {
      columnIndex: 1,
      header: 'Гонщик',
      field: 'fullName',
      detectedField: 'fullName',
      description: 'фамилия и имя',
    },
    {
      columnIndex: 2,
      header: 'Рожд',
      field: 'ignored',
      detectedField: 'ignored',
      description: 'не прочитан',
    },
  ],
  columnKinds: KINDS,
  appliedMapping: null,
  mappingSource: null,
  mappingRemembered: false,
  firstRows: [
    {
      rowNumber: 2,
      place: 1,
      bib: '',
      lastName: 'Орлов',
      firstName: 'Илья',
      middleName: '',
      yearOfBirth: null,
      gender: 'male',
      category: '',
      club: 'ВК Сокол',
      city: '',
      resultTime: '1:02:03',
      status: 'F',
      isOutOfCompetition: false,
      sprintWinner: false,
      mountainWinner: false,
      points: null,
    },
  ],
  ...over,
});

const render = async (answer: ProcessFileResponse, links: Map<number, number> = new Map()) => {
  const handlers = { onLink: vi.fn(), onRemap: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn() };
  renderScreen(
    <UploadPreview
      preview={answer}
      confirmed={false}
      cancelling={false}
      rereading={false}
      links={links}
      {...handlers}
    />,
  );
  await screen.findByText(/строк: \d+/);
  return handlers;
};

const chooseKind = async (column: string, kind: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: `Столбец «${column}»` }));
  await userEvent.click(await screen.findByRole('option', { name: kind }));
};

describe('upload preview', () => {
  it('opens the columns when the file has errors, and reads it again with the columns chosen by hand', async () => {
    const { onRemap } = await render(
      preview({ errors: ['Не найден год рождения: укажите, какой столбец его содержит'] }),
    );
    expect(screen.getByText(/Как прочитаны столбцы/).closest('details')).toHaveAttribute('open');
    const reread = screen.getByRole('button', { name: 'Прочитать файл заново' });
    expect(reread).toBeDisabled();

    await chooseKind('Рожд', 'Год рождения');
    await userEvent.click(reread);
    expect(onRemap).toHaveBeenCalledWith([{ columnIndex: 2, field: 'yearOfBirth' }]);
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
  });

  it('refuses one kind for two columns before anything is sent, with the contracts’ message', async () => {
    const { onRemap } = await render(preview({ errors: ['Не найден год рождения'] }));
    await chooseKind('Рожд', 'Место');
    expect(screen.getByText('«Место» указано для двух столбцов: 1 и 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Прочитать файл заново' })).toBeDisabled();
    expect(onRemap).not.toHaveBeenCalled();
  });

  it('says when the columns were read as remembered for these headers, and can go back to the automatic reading', async () => {
    const { onRemap } = await render(
      preview({
        columns: [
          { columnIndex: 0, header: 'Место', field: 'place', detectedField: 'place', description: 'место' },
          {
            columnIndex: 1,
            header: 'Рожд',
            field: 'yearOfBirth',
            detectedField: 'ignored',
            description: 'год',
          },
        ],
        appliedMapping: [{ columnIndex: 1, field: 'yearOfBirth' }],
        mappingSource: 'remembered',
        mappingRemembered: true,
      }),
    );
    expect(
      screen.getByText(
        'Столбцы прочитаны так, как вы сопоставили их для прошлого файла с такими же заголовками.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Как определено автоматически' }));
    expect(onRemap).toHaveBeenCalledWith([]);
  });

  it('shows the first rows as read', async () => {
    await render(preview());
    const rows = screen.getByText('Первые строки').closest('details')!;
    expect(within(rows as HTMLElement).getByRole('row', { name: /Орлов Илья/ })).toHaveTextContent(
      '21ОрловИлья—МВК Сокол1:02:03F',
    );
  });

  it('offers the existing riders a new one may be, and links the row to the one chosen', async () => {
    const answer = preview({
      newParticipantsFromProtocol: [
        {
          lastName: 'Иван',
          firstName: 'Петров',
          yearOfBirth: 1980,
          rowNumber: 7,
          similarParticipants: [
            {
              id: 41,
              lastName: 'Петров',
              firstName: 'Иван',
              middleName: '',
              yearOfBirth: 1980,
              club: 'ВК Дуб',
              city: '',
              reason: 'swappedNames',
            },
          ],
        },
        { lastName: 'Новиков', firstName: 'Олег', yearOfBirth: 1990, rowNumber: 8, similarParticipants: [] },
      ],
    });
    const { onLink } = await render(answer);
    expect(screen.getByText('Новые участники (2)')).toBeInTheDocument();
    const choice = screen.getByRole('radiogroup', { name: 'Кто это: Иван Петров (строка 7)' });
    expect(within(choice).getByRole('radio', { name: 'Новый участник' })).toBeChecked();
    await userEvent.click(
      within(choice).getByRole('radio', {
        name: 'Это Петров Иван, 1980, ВК Дуб, имя и фамилия переставлены',
      }),
    );
    expect(onLink).toHaveBeenCalledWith(7, 41);
    expect(screen.getByRole('row', { name: /Новиков/ })).toHaveTextContent('похожих нет');
  });

  it('shows a thousand new riders a page at a time, those who may already be on the portal first', async () => {
    const similar = {
      id: 41,
      lastName: 'Петров',
      firstName: 'Иван',
      middleName: '',
      yearOfBirth: 1980,
      club: '',
      city: '',
      reason: 'otherYear' as const,
    };
    await render(
      preview({
        newParticipantsFromProtocol: Array.from({ length: 1000 }, (_, i) => ({
          lastName: `Новиков${i}`,
          firstName: 'Олег',
          yearOfBirth: 1990,
          rowNumber: i + 2,
          // The last row of the file may be a rider already on the portal.
          similarParticipants: i === 999 ? [similar] : [],
        })),
      }),
    );
    expect(screen.getByText('Новые участники (1000)')).toBeInTheDocument();
    const rows = () => screen.getAllByRole('row', { name: /Новиков\d+/ });
    expect(rows()).toHaveLength(50);
    expect(rows()[0]).toHaveTextContent('Новиков999');
    await userEvent.click(screen.getByRole('link', { name: 'Следующая страница' }));
    expect(rows()).toHaveLength(50);
    expect(rows()[0]).toHaveTextContent('Новиков49');
  });
});
