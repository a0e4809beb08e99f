import type { ParticipantDocuments } from '@velo/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyDocumentEdit,
  deleteDocumentEdit,
  documentFieldErrors,
  documentsDraftChanged,
  documentsDraftErrors,
  documentsRequest,
  draftDocument,
  emptyDocumentsDraft,
  formatShortDay,
  parseShortDay,
} from './draft';

const FILE_A = '11111111-1111-4111-8111-111111111111';
const FILE_B = '22222222-2222-4222-8222-222222222222';

const stored: ParticipantDocuments = {
  medicalCertificateFileId: FILE_A,
  medicalCertificateStartDate: '2025-01-10T00:00:00Z',
  medicalCertificateEndDate: '2026-01-09T00:00:00Z',
  medicalCertificateStatus: 'approved',
  medicalCertificateRejectReason: null,
  insurancePolicyFileId: null,
  insurancePolicyStartDate: null,
  insurancePolicyEndDate: null,
  insurancePolicyStatus: 'undefined',
  insurancePolicyRejectReason: null,
};

describe('document dates (part 2 §2.7: dd/mm/yy)', () => {
  it('shows a day as dd/mm/yy without time zones', () => {
    expect(formatShortDay('2025-01-10T00:00:00Z')).toBe('10/01/25');
    expect(formatShortDay('2026-12-31')).toBe('31/12/26');
    expect(formatShortDay(null)).toBe('');
  });

  it('reads what a person types: dd/mm/yy, dd/mm/yyyy, dots or dashes; not impossible days', () => {
    expect(parseShortDay('01/06/25')).toBe('2025-06-01');
    expect(parseShortDay('1.6.2025')).toBe('2025-06-01');
    expect(parseShortDay(' 29-02-24 ')).toBe('2024-02-29');
    expect(parseShortDay('29/02/25')).toBeNull();
    expect(parseShortDay('31/04/25')).toBeNull();
    expect(parseShortDay('01/06/2')).toBeNull();
    expect(parseShortDay('июнь')).toBeNull();
  });
});

describe('the owner’s draft (part 2 §4, §5)', () => {
  it('starts empty and unchanged', () => {
    const draft = emptyDocumentsDraft();
    expect(documentsDraftChanged(draft)).toBe(false);
    expect(documentsDraftErrors(draft, stored)).toEqual([]);
    expect(draftDocument(stored, draft, 'medicalCertificate')).toMatchObject({
      fileId: FILE_A,
      startDate: '2025-01-10',
      endDate: '2026-01-09',
      status: 'approved',
    });
  });

  it('sends the whole document when only a date changed (the server needs its file id)', () => {
    const draft = applyDocumentEdit(stored, emptyDocumentsDraft(), 'medicalCertificate', {
      endDate: '2026-02-01',
    });
    expect(documentsRequest(7, draft)).toEqual({
      participantId: 7,
      medicalCertificateFileId: FILE_A,
      medicalCertificateStartDate: '2025-01-10',
      medicalCertificateEndDate: '2026-02-01',
    });
  });

  it('drops a document from the draft when it ends up as stored', () => {
    const changed = applyDocumentEdit(stored, emptyDocumentsDraft(), 'medicalCertificate', {
      endDate: '2026-02-01',
    });
    const back = applyDocumentEdit(stored, changed, 'medicalCertificate', { endDate: '2026-01-09' });
    expect(documentsDraftChanged(back)).toBe(false);
  });

  it('deletes a document with its dates; deleting what was never stored changes nothing', () => {
    const draft = applyDocumentEdit(stored, emptyDocumentsDraft(), 'medicalCertificate', deleteDocumentEdit);
    expect(draft.changes).toEqual({
      medicalCertificateFileId: null,
      medicalCertificateStartDate: null,
      medicalCertificateEndDate: null,
    });
    expect(documentsDraftErrors(draft, stored)).toEqual([]);
    const uploaded = applyDocumentEdit(stored, emptyDocumentsDraft(), 'insurancePolicy', { fileId: FILE_B });
    expect(applyDocumentEdit(stored, uploaded, 'insurancePolicy', deleteDocumentEdit).changes).toEqual({});
  });

  it('keeps a chosen file for the preview only while the draft names it', () => {
    const file = new File(['x'], 'policy.pdf', { type: 'application/pdf' });
    const draft = applyDocumentEdit(
      stored,
      emptyDocumentsDraft(),
      'insurancePolicy',
      { fileId: FILE_B },
      file,
    );
    expect(draft.localFiles?.insurancePolicy).toEqual({ fileId: FILE_B, file });
    const deleted = applyDocumentEdit(stored, draft, 'insurancePolicy', deleteDocumentEdit);
    expect(deleted.localFiles).toBeUndefined();
  });

  it('names the §5 mistakes with the spec’s texts, next to their fields', () => {
    const noDates = applyDocumentEdit(stored, emptyDocumentsDraft(), 'insurancePolicy', { fileId: FILE_B });
    expect(documentsDraftErrors(noDates, stored)).toEqual(['Введите период действия страхового полиса']);
    expect(documentFieldErrors(stored, noDates, 'insurancePolicy')).toEqual({
      startDate: 'Введите период действия страхового полиса',
    });
    const startOnly = applyDocumentEdit(stored, noDates, 'insurancePolicy', { startDate: '2025-03-01' });
    expect(documentFieldErrors(stored, startOnly, 'insurancePolicy')).toEqual({
      endDate: 'Введите период действия страхового полиса',
    });
    const reversed = applyDocumentEdit(stored, startOnly, 'insurancePolicy', { endDate: '2025-02-01' });
    expect(documentFieldErrors(stored, reversed, 'insurancePolicy')).toEqual({
      endDate: 'Дата окончания действия страхового полиса не может быть раньше даты начала',
    });

    const datesOnly = applyDocumentEdit(stored, emptyDocumentsDraft(), 'insurancePolicy', {
      startDate: '2025-03-01',
    });
    expect(documentsDraftErrors(datesOnly, stored)).toEqual(['Выберите файл для страхового полиса']);
    expect(documentFieldErrors(stored, datesOnly, 'insurancePolicy')).toEqual({
      file: 'Выберите файл для страхового полиса',
    });

    const noCertificateDates = applyDocumentEdit(stored, emptyDocumentsDraft(), 'medicalCertificate', {
      startDate: null,
    });
    expect(documentsDraftErrors(noCertificateDates, stored)).toEqual([
      'Введите период действия медицинской справки',
    ]);
  });
});
