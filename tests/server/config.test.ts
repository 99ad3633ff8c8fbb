import { describe, expect, it } from 'vitest';
import { configFromEnv, resolveConfig } from '../../src-server/config/server-config';

describe('configuration from the environment', () => {
  it('has safe defaults', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:var/lender.sqlite',
      appUrl: 'http://localhost:8000',
      realtimePort: 6001,
      realtimeHost: 'localhost',
      webRoot: 'dist/web',
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = configFromEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db/lender',
      APP_URL: 'https://portal.example.com/',
      APP_KEY: 'base64:' + Buffer.alloc(32, 7).toString('base64'),
      REALTIME_PORT: '6002',
      WEB_ROOT: '/srv/web',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app@db/lender',
      appUrl: 'https://portal.example.com',
      realtimeHost: 'portal.example.com',
      realtimePort: 6002,
      webRoot: '/srv/web',
      trustProxy: 1,
    });
  });

  it('reads the PostgreSQL pool size and the lender’s minimum borrower age, refusing nonsense', () => {
    expect(configFromEnv({})).toMatchObject({ databasePoolMax: 10, minimumBorrowerAge: 18 });
    expect(configFromEnv({ DATABASE_POOL_MAX: '25', MIN_BORROWER_AGE: '21' })).toMatchObject({ databasePoolMax: 25, minimumBorrowerAge: 21 });
    expect(() => configFromEnv({ MIN_BORROWER_AGE: '16' })).toThrow(/MIN_BORROWER_AGE/);
    expect(() => configFromEnv({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('runs PostgreSQL statements prepared unless told not to (a pooler that cannot keep them), refusing nonsense', () => {
    expect(configFromEnv({}).databasePreparedStatements).toBe(true);
    expect(configFromEnv({ DATABASE_PREPARED_STATEMENTS: 'false' }).databasePreparedStatements).toBe(false);
    expect(() => configFromEnv({ DATABASE_PREPARED_STATEMENTS: 'sometimes' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
  });

  it('reads the lender’s affordability shares (40 % and 50 % by default), refusing anything not strictly between 0 and 1', () => {
    expect(configFromEnv({}).affordability).toEqual({ monthlyShare: '0.4', singleShare: '0.5' });
    expect(configFromEnv({ AFFORDABILITY_MONTHLY_SHARE: '0.35' }).affordability).toEqual({ monthlyShare: '0.35', singleShare: '0.5' });
    expect(configFromEnv({ AFFORDABILITY_MONTHLY_SHARE: '0.3', AFFORDABILITY_SINGLE_SHARE: '.45' }).affordability).toEqual({ monthlyShare: '0.3', singleShare: '0.45' });
    for (const bad of ['0', '1', '1.0', '0.0', '40', '40%', '-0.4', 'forty', '0.4.1', '1e-1']) {
      expect(() => configFromEnv({ AFFORDABILITY_MONTHLY_SHARE: bad }), bad).toThrow(`AFFORDABILITY_MONTHLY_SHARE "${bad}" must be a decimal strictly between 0 and 1`);
      expect(() => configFromEnv({ AFFORDABILITY_SINGLE_SHARE: bad }), bad).toThrow(/AFFORDABILITY_SINGLE_SHARE/);
    }
    // The same check for a configuration built in code.
    expect(() => resolveConfig({ affordability: { monthlyShare: '1.5' } })).toThrow(/AFFORDABILITY_MONTHLY_SHARE "1\.5"/);
    expect(resolveConfig({ affordability: { singleShare: '0.6' } }).affordability).toEqual({ monthlyShare: '0.4', singleShare: '0.6' });
  });

  it('refuses the development APP_KEY in production', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/APP_KEY/);
  });

  it('refuses a short APP_KEY and a bad port', () => {
    expect(() => configFromEnv({ APP_KEY: 'short' })).toThrow(/APP_KEY/);
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
