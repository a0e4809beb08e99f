import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from '../../src/config.js';

const serverDir = path.resolve(import.meta.dirname, '../..');

describe('configuration', () => {
  it('uses the documented defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DEMO_DATA).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names the variable and the problem for a bad PORT', () => {
    expect(() => parseEnv({ PORT: 'восемьдесят' })).toThrow(ConfigError);
    try {
      parseEnv({ PORT: '99999' });
    } catch (error) {
      expect((error as ConfigError).message).toContain('PORT');
      expect((error as ConfigError).message).toContain('порт от 0 до 65535');
    }
  });

  it('refuses a DATABASE_URL that is not a postgres address and a DEMO_DATA that is not a boolean', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
  });

  it('opens up to 30 connections to PostgreSQL unless told otherwise, and refuses a pool of none', () => {
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(30);
    expect(parseEnv({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE.*от 1 до 200 соединений/);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: 'много' })).toThrow(/DATABASE_POOL_SIZE.*ожидается число/);
  });

  it('works on 8 reads at once with up to 1000 waiting unless told otherwise; 0 is no line', () => {
    expect(parseEnv({})).toMatchObject({ REQUEST_CONCURRENCY: 8, REQUEST_QUEUE_MAX: 1000 });
    expect(parseEnv({ REQUEST_CONCURRENCY: '0' }).REQUEST_CONCURRENCY).toBe(0);
    expect(() => parseEnv({ REQUEST_CONCURRENCY: '-1' })).toThrow(
      /REQUEST_CONCURRENCY.*от 0 до 10000 запросов/,
    );
    expect(() => parseEnv({ REQUEST_QUEUE_MAX: '0' })).toThrow(/REQUEST_QUEUE_MAX.*от 1 до 100000 запросов/);
  });

  it('asks for a password when the default administrator e-mail is set', () => {
    expect(() => parseEnv({ DEFAULT_ADMIN_EMAIL: 'boss@example.org' })).toThrow(/DEFAULT_ADMIN_PASSWORD/);
  });

  it('treats blank variables as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '  ' }).PORT).toBe(3000);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'velo-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const second = loadConfig({ DATA_DIR: dataDir });
      expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
      expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
      expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.JWT_SECRET);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops the server with a clear message, not a stack trace, when PORT is wrong', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'abc', DATA_DIR: os.tmpdir() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Неверная конфигурация');
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
