export { toCsv, type CsvCell } from '@velo/contracts/csv';

/** Saves a text as a CSV file (a temporary link, clicked and removed). */
export const saveCsv = (text: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
