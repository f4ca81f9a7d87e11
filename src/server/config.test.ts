import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://cmconnect.example',
  BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
};
const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('configuration', () => {
  it('keeps idle connections longer than the balancers in front, bounds the shutdown, limits visitor-cache misses', () => {
    expect(loadConfig({}).http).toEqual({ keepAliveTimeoutMs: 75_000, headersTimeoutMs: 76_000, shutdownTimeoutMs: 10_000 });
    expect(loadConfig({}).visitorCache).toEqual({ missesPerMinute: 300 });
    const tuned = loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '120000', SHUTDOWN_TIMEOUT_MS: '3000', VISITOR_CACHE_MISSES_PER_MINUTE: '0' });
    expect(tuned.http).toEqual({ keepAliveTimeoutMs: 120_000, headersTimeoutMs: 121_000, shutdownTimeoutMs: 3000 });
    expect(tuned.visitorCache.missesPerMinute).toBe(0);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '10' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => loadConfig({ VISITOR_CACHE_MISSES_PER_MINUTE: '-1' })).toThrow(ConfigError);
  });

  it('bounds the embedded database’s memory, in PostgreSQL’s units', () => {
    expect(loadConfig({}).pgliteMemory).toEqual({ sharedBuffers: '32MB', workMem: '2MB' });
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '64MB', PGLITE_WORK_MEM: '512kB' }).pgliteMemory).toEqual({ sharedBuffers: '64MB', workMem: '512kB' });
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: '32 Mo' })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });

  it('has an embedded default for everything outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', dataDir: './data', seedDemoData: true });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.payments.provider).toBe('simulator');
    expect(config.origins).toEqual({ trusted: ['http://localhost:3000'], followRequest: true });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PUBLIC_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('derives the public URL from PORT', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('rejects a malformed value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});

describe('configuration in production', () => {
  it('starts with PUBLIC_URL and BETTER_AUTH_SECRET, without demo data, simulator or request origins', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ isProduction: true, publicUrl: 'https://cmconnect.example', seedDemoData: false });
    expect(config.payments.provider).toBe('none');
    expect(config.origins).toEqual({ trusted: ['https://cmconnect.example'], followRequest: false });
    expect(config.trustProxy).toBe(false);
  });

  it('refuses to start without an auth secret, naming the variable', () => {
    expect(() => loadConfig({ ...PRODUCTION, BETTER_AUTH_SECRET: undefined })).toThrow(/BETTER_AUTH_SECRET: required in production/);
  });

  it('refuses to start without PUBLIC_URL, naming the variable', () => {
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL: required in production/);
  });

  it('lists both missing variables at once, as a ConfigError', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/BETTER_AUTH_SECRET/);
    expect((error as Error).message).toMatch(/PUBLIC_URL/);
  });

  it('loads the demo data only when SEED_DEMO_DATA=true is explicit', () => {
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('adds TRUSTED_ORIGINS to the public URL', () => {
    const config = loadConfig({ ...PRODUCTION, TRUSTED_ORIGINS: 'https://www.cmconnect.example, https://admin.cmconnect.example/' });
    expect(config.origins.trusted).toEqual(['https://cmconnect.example', 'https://www.cmconnect.example', 'https://admin.cmconnect.example']);
    expect(() => loadConfig({ ...PRODUCTION, TRUSTED_ORIGINS: 'cmconnect.example' })).toThrow(/TRUSTED_ORIGINS/);
  });
});

describe('PAYMENTS_PROVIDER', () => {
  it('uses Stripe when both keys are set, in and out of production', () => {
    expect(loadConfig(STRIPE_KEYS).payments.provider).toBe('stripe');
    expect(loadConfig({ ...PRODUCTION, ...STRIPE_KEYS }).payments.provider).toBe('stripe');
  });

  it('runs the simulator in production only when asked explicitly', () => {
    expect(loadConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_test_x' }).payments.provider).toBe('none');
    expect(loadConfig({ ...PRODUCTION, PAYMENTS_PROVIDER: 'simulator' }).payments.provider).toBe('simulator');
    expect(loadConfig({ ...PRODUCTION, ...STRIPE_KEYS, PAYMENTS_PROVIDER: 'simulator' }).payments.provider).toBe('simulator');
  });

  it('refuses stripe without both keys', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /PAYMENTS_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
  });
});

describe('TRUST_PROXY', () => {
  it('is off when unset, false or 0', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('accepts a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
  });

  it('never trusts everyone: "true" is refused', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" would trust every client/);
  });

  it('refuses something that is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example, 10.0.0.0/99' })).toThrow(/TRUST_PROXY.*proxy\.example, 10\.0\.0\.0\/99/);
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default (metrics for this machine only) and refused when too short to be a secret', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token-0123' }).metricsToken).toBe('a-long-enough-token-0123');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 16 characters/);
  });
});

describe('backups', () => {
  it('keeps a daily automatic backup, seven of them, by default', () => {
    expect(loadConfig({}).backup).toEqual({ intervalHours: 24, retention: 7, pgBinDir: undefined });
  });

  it('turns automatic backups off with BACKUP_INTERVAL_HOURS=0 and takes another retention and pg_dump folder', () => {
    expect(loadConfig({ BACKUP_INTERVAL_HOURS: '0', BACKUP_RETENTION: '30', PG_BIN_DIR: '/usr/lib/postgresql/17/bin' }).backup).toEqual({
      intervalHours: 0,
      retention: 30,
      pgBinDir: '/usr/lib/postgresql/17/bin',
    });
  });

  it('refuses to keep no backup at all', () => {
    expect(() => loadConfig({ BACKUP_RETENTION: '0' })).toThrow(/BACKUP_RETENTION/);
  });
});
