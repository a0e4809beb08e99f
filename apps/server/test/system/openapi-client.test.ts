import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, TEST_PASSWORD } from '../helpers/actors.js';
import { buildScoredProtocols } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';

/** What the client exports (its own types come from the generated file, outside this program). */
type GeneratedClient = {
  signIn: (baseUrl: string, body: { email: string; password: string }) => Promise<string>;
  readProtocol: (
    baseUrl: string,
    token: string,
    id: number,
  ) => Promise<{ name: string; eventName: string; podium: { place: number; name: string }[] }>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENT = path.join(here, 'openapi-client', 'client.ts');

/**
 * The type errors of the client compiled strictly against the generated types, as text. A second
 * compilation reuses the first one's unchanged files (the types and the standard library).
 */
let previous: ts.Program | undefined;
const typeErrors = (dir: string): string[] => {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const program = ts.createProgram([path.join(dir, 'client.ts')], options, undefined, previous);
  previous = program;
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
};

describe('a client generated from the OpenAPI document', () => {
  const t = useTestApp();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'velo-openapi-client-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compiles against types made by openapi-typescript, signs in and reads a protocol', async () => {
    const { app, db } = t();
    const { user } = await buildAccount(db, { roles: ['Participant'] });
    const [created] = await buildScoredProtocols(db, [
      {
        eventDate: '2025-06-01',
        eventName: 'Гран-при Подмосковья',
        name: 'Мужчины',
        rows: [{ rider: 'Петров Иван 1980 М' }, { rider: 'Сидоров Олег 1982 М' }],
      },
    ]);

    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    writeFileSync(path.join(dir, 'api.d.ts'), astToString(await openapiTS(document)));
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
    copyFileSync(CLIENT, path.join(dir, 'client.ts'));
    expect(typeErrors(dir)).toEqual([]);

    // The same client reading a field the document does not have does not compile.
    const source = readFileSync(CLIENT, 'utf8');
    writeFileSync(
      path.join(dir, 'client.ts'),
      source.replace('protocol.event.raceName', 'protocol.event.title'),
    );
    expect(typeErrors(dir).join('\n')).toMatch(/title/);

    const compiled = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const modulePath = path.join(dir, 'client.js');
    writeFileSync(modulePath, compiled);
    const client = (await import(/* @vite-ignore */ pathToFileURL(modulePath).href)) as GeneratedClient;

    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = await client.signIn(baseUrl, { email: user.email, password: TEST_PASSWORD });
    const protocol = await client.readProtocol(baseUrl, token, created!.protocolId);
    expect(protocol.name).toBe('Мужчины');
    expect(protocol.eventName).toBe('Гран-при Подмосковья');
    expect(protocol.podium.map((row) => [row.place, row.name])).toEqual([
      [1, 'Петров Иван'],
      [2, 'Сидоров Олег'],
    ]);
    await expect(client.signIn(baseUrl, { email: user.email, password: 'Wrong_123' })).rejects.toThrow(
      /^400: Неверный email или пароль/,
    );
  }, 120_000);
});
