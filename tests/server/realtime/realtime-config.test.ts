import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv, realtimeOrigins, resolveConfig } from '../../../src-server/config/server-config';
import { startServer } from '../../../src-server/server';
import { RawClient } from './support/realtime-harness';

const dir = mkdtempSync(join(tmpdir(), 'kestrel-realtime-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PRODUCTION_KEY = 'base64:' + Buffer.alloc(32, 7).toString('base64');

describe('realtime configuration', () => {
  it('defaults to the embedded server on 6001 with the development app, publishing to it', () => {
    const config = configFromEnv({});
    expect(config.realtime).toEqual({ embedded: true, extraOrigins: [], clientEvents: false, maxConnectionsPerAddress: 100 });
    expect(config.pusher).toMatchObject({ appId: 'app-id', key: 'app-key', secret: 'app-secret', host: '127.0.0.1', port: 6001, scheme: 'http' });
    expect(realtimeOrigins(config)).toEqual(['http://localhost:8000']);
  });

  it('reads REALTIME_* and PUSHER_* and points the SDK at an external server', () => {
    const config = configFromEnv({
      APP_URL: 'https://portal.example.com',
      REALTIME_EMBEDDED: 'false',
      REALTIME_ALLOWED_ORIGINS: 'https://admin.example.com, https://partners.example.com/',
      REALTIME_CLIENT_EVENTS: 'true',
      PUSHER_APP_ID: 'prod',
      PUSHER_APP_KEY: 'prod-key',
      PUSHER_APP_SECRET: 's3cret',
      PUSHER_HOST: 'soketi.internal',
      PUSHER_PORT: '443',
      PUSHER_SCHEME: 'https',
    });
    expect(config.realtime).toEqual({ embedded: false, extraOrigins: ['https://admin.example.com', 'https://partners.example.com'], clientEvents: true, maxConnectionsPerAddress: 100 });
    expect(config.pusher).toMatchObject({ appId: 'prod', key: 'prod-key', secret: 's3cret', host: 'soketi.internal', port: 443, scheme: 'https' });
    expect(realtimeOrigins(config)).toEqual(['https://portal.example.com', 'https://admin.example.com', 'https://partners.example.com']);
  });

  it('reaches Pusher Channels through its cluster when PUSHER_HOST is empty', () => {
    const config = configFromEnv({ PUSHER_HOST: '', PUSHER_APP_CLUSTER: 'eu', PUSHER_SCHEME: 'https' });
    expect(config.pusher).toMatchObject({ host: '', cluster: 'eu', scheme: 'https' });
  });

  it('refuses the development Pusher app in production, and bad values anywhere', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production', APP_KEY: PRODUCTION_KEY })).toThrow(/development Pusher app/);
    expect(() => configFromEnv({ NODE_ENV: 'production', APP_KEY: PRODUCTION_KEY, PUSHER_APP_ID: 'a', PUSHER_APP_KEY: 'b', PUSHER_APP_SECRET: 'c' })).not.toThrow();
    expect(() => configFromEnv({ PUSHER_SCHEME: 'ftp' })).toThrow(/PUSHER_SCHEME/);
    expect(() => configFromEnv({ PUSHER_PORT: 'x' })).toThrow(/PUSHER_PORT/);
    expect(() => configFromEnv({ REALTIME_EMBEDDED: 'maybe' })).toThrow(/REALTIME_EMBEDDED/);
    expect(() => configFromEnv({ REALTIME_ALLOWED_ORIGINS: 'admin.example.com' })).toThrow(/REALTIME_ALLOWED_ORIGINS/);
  });

  it('makes the realtime port ephemeral with an ephemeral API port', () => {
    expect(resolveConfig({ port: 0 }).realtimePort).toBe(0);
    expect(resolveConfig({ port: 0, realtimePort: 7001 }).realtimePort).toBe(7001);
  });
});

describe('startServer and the embedded realtime server', () => {
  it('runs it beside the API and publishes to its real port', async () => {
    const server = await startServer({ port: 0, databaseUrl: `sqlite:${join(dir, 'a.sqlite')}`, webRoot: join(dir, 'none') });
    try {
      expect(server.realtime).not.toBeNull();
      expect(server.config.realtimePort).toBe(server.realtime!.port);
      expect(server.config.pusher.port).toBe(server.realtime!.port);
      const client = new RawClient(`ws://127.0.0.1:${server.realtime!.port}/app/app-key?protocol=7`, { origin: new URL(server.config.appUrl).origin });
      await expect(client.socketId()).resolves.toMatch(/^\d+\.\d+$/);
      const csp = (await fetch(`${server.url}/sanctum/csrf-cookie`)).headers.get('content-security-policy');
      expect(csp).toContain(`ws://localhost:${server.realtime!.port}`);
      client.close();
    } finally {
      await server.close();
    }
  });

  it('leaves it out when an external server is configured', async () => {
    const server = await startServer({ port: 0, databaseUrl: `sqlite:${join(dir, 'b.sqlite')}`, webRoot: join(dir, 'none'), realtime: { embedded: false } });
    try {
      expect(server.realtime).toBeNull();
    } finally {
      await server.close();
    }
  });
});
