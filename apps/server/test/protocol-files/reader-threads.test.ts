import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeProtocolFileReaders,
  keepProtocolFileReaderReady,
  protocolFileReaderThreads,
  readProtocolFile,
} from '../../src/domain/protocol-files/read-in-worker.js';

const PROTOCOL = 'Место;Фамилия;Имя;Год рождения\n1;Петров;Пётр;1975\n2;Сидоров;Иван;1980\n';

describe('the threads that read protocol files', () => {
  // Test files of one worker share the module: start from no threads, as a fresh server does.
  beforeEach(closeProtocolFileReaders);
  afterEach(closeProtocolFileReaders);

  it('start on the first file when nothing asked for a ready one', async () => {
    expect(protocolFileReaderThreads()).toBe(0);
    const report = await readProtocolFile(Buffer.from(PROTOCOL, 'utf8'), 'protocol.csv');
    expect(report.rows.map((row) => row.lastName)).toEqual(['Петров', 'Сидоров']);
    expect(protocolFileReaderThreads()).toBe(1);
  });

  it('keep one thread ready from the server’s start, which then reads the organizers’ files', async () => {
    await keepProtocolFileReaderReady();
    expect(protocolFileReaderThreads()).toBe(1);
    const report = await readProtocolFile(Buffer.from(PROTOCOL, 'utf8'), 'protocol.csv');
    expect(report.rows.map((row) => row.lastName)).toEqual(['Петров', 'Сидоров']);
    expect(protocolFileReaderThreads()).toBe(1);
    await closeProtocolFileReaders();
    expect(protocolFileReaderThreads()).toBe(0);
  });
});
