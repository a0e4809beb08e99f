import type { CreateProtocolResponse, ProcessFileResponse } from '@velo/contracts';

/** What the reader reads (protocol-files.md). */
export const ACCEPTED_EXTENSIONS = ['.xlsx', '.csv', '.tsv', '.txt'] as const;
/** 30 MB (part 2 §9). */
export const MAX_FILE_BYTES = 31_457_280;

export const UPLOAD_TEXTS = {
  tooBig: 'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.',
  wrongType: 'Этот формат не читается: загрузите файл .xlsx, .csv, .tsv или .txt',
  leave: 'Вы уверены, что хотите уйти? Все несохраненные данные будут потеряны.',
  uploaded: 'Протокол загружен',
  sent: 'Файл отправлен',
  calculated: 'Расчет произведен',
  recalculate: 'Запустить пересчет протоколов после загрузки',
} as const;

/** A file the wizard refuses before sending it, and why; null when it may go. */
export const fileProblem = (file: { name: string; size: number }): string | null => {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return UPLOAD_TEXTS.wrongType;
  if (file.size > MAX_FILE_BYTES) return UPLOAD_TEXTS.tooBig;
  return null;
};

/** The five steps (part 2 §2.5): 0 file, 1 config, 2 cluster category, 3 event, 4 save. */
export type WizardValues = {
  /** The preview is confirmed (automatically or by the user). */
  fileConfirmed: boolean;
  configId: number | null;
  categoryId: number | null;
  eventId: number | null;
};

/** The active step: the first whose value is missing, else the last. */
export const activeStep = (values: WizardValues): number => {
  if (!values.fileConfirmed) return 0;
  if (values.configId === null) return 1;
  if (values.categoryId === null) return 2;
  if (values.eventId === null) return 3;
  return 4;
};

/** A preview with no errors and no new riders is confirmed without asking. */
export const confirmsItself = (preview: ProcessFileResponse): boolean =>
  preview.isSuccess && preview.errors.length === 0 && preview.newParticipantsFromProtocol.length === 0;

/** The step a failed create points at: the first with errors (ProtocolUpload 1, Config 2, Cluster 3, Event 4). */
export const failedStep = (answer: CreateProtocolResponse): { step: number; messages: string[] } | null => {
  const order = ['ProtocolUpload', 'Config', 'Cluster', 'Event'] as const;
  for (const [index, key] of order.entries()) {
    const messages = answer.errors[key];
    if (messages && messages.length > 0) return { step: index, messages };
  }
  return null;
};
