import { describe, expect, it } from 'vitest';
import { activeStep, confirmsItself, failedStep, fileProblem, UPLOAD_TEXTS } from './upload-rules';

// The wizard's rules (part 2 §2.5, §5, §7.3).

const preview = {
  cachedProtocolDataId: 'id',
  errors: [] as string[],
  warnings: [],
  newParticipantsFromProtocol: [] as { firstName: string; lastName: string; yearOfBirth: number | null }[],
  isSuccess: true,
  protocolDate: null,
  title: null,
  rowsCount: 3,
  hasPointsColumn: false,
  columns: [],
};

describe('upload wizard rules', () => {
  it('is on the first step whose value is missing, else on the last', () => {
    const none = { fileConfirmed: false, configId: null, categoryId: null, eventId: null };
    expect(activeStep(none)).toBe(0);
    expect(activeStep({ ...none, fileConfirmed: true })).toBe(1);
    expect(activeStep({ ...none, fileConfirmed: true, configId: 1 })).toBe(2);
    expect(activeStep({ fileConfirmed: true, configId: 1, categoryId: 2, eventId: null })).toBe(3);
    expect(activeStep({ fileConfirmed: true, configId: 1, categoryId: 2, eventId: 3 })).toBe(4);
    // Clearing a value goes back to it.
    expect(activeStep({ fileConfirmed: true, configId: null, categoryId: 2, eventId: 3 })).toBe(1);
  });

  it('confirms a clean file by itself, and asks when there are new riders or errors', () => {
    expect(confirmsItself(preview)).toBe(true);
    expect(
      confirmsItself({
        ...preview,
        newParticipantsFromProtocol: [{ firstName: 'А', lastName: 'Б', yearOfBirth: null }],
      }),
    ).toBe(false);
    expect(confirmsItself({ ...preview, errors: ['Строка 4'], isSuccess: false })).toBe(false);
  });

  it('refuses what the reader cannot read and what is over 30 MB, before sending', () => {
    expect(fileProblem({ name: 'protocol.XLSX', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'photo.png', size: 10 })).toBe(UPLOAD_TEXTS.wrongType);
    expect(fileProblem({ name: 'big.csv', size: 31_457_281 })).toBe(
      'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.',
    );
    expect(fileProblem({ name: 'edge.csv', size: 31_457_280 })).toBeNull();
  });

  it('points a failed create at the first step with errors', () => {
    const answer = {
      isSuccess: false,
      warnings: {},
      protocolId: null,
      errors: { Cluster: ['Категория не найдена'], Event: ['Мероприятие не найдено'] },
    };
    expect(failedStep(answer)).toEqual({ step: 2, messages: ['Категория не найдена'] });
    expect(failedStep({ ...answer, errors: {} })).toBeNull();
  });
});
