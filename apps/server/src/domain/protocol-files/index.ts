/**
 * The protocol file reader: bytes of an uploaded result file in, rows and a report out. Pure: no
 * database, no HTTP. `readProtocolFile` reads in a worker thread (the server's uploads);
 * `readProtocolFileInThread` on the caller's (the demo's own generated files).
 */
export {
  closeProtocolFileReaders,
  keepProtocolFileReaderReady,
  readGpxStartPointInWorker,
  readProtocolFile,
} from './read-in-worker.js';
export { readProtocolFileInThread } from './read-protocol-file.js';
export { buildProtocolTemplate, PROTOCOL_TEMPLATE_COLUMNS } from './protocol-template.js';
export type {
  ColumnAssignment,
  ColumnField,
  ParsedResultRow,
  ProtocolFileReport,
  ReadProtocolFileOptions,
} from './types.js';
