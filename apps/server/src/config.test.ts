import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, isLoopbackHost, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'toolsbd-config-'));
const postgres = { DATABASE_URL: 'postgres://shop@db.example.com:5432/toolsbd', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('listens on loopback only by default on the embedded database, everywhere with DATABASE_URL, and as HOST says', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...postgres, ALLOW_TEST_PAYMENTS: 'true' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0', ALLOW_TEST_PAYMENTS: 'true' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '' }).host).toBe('127.0.0.1');
  });

  it('creates demo accounts only on an embedded database that listens on loopback; SEED_DEMO_DATA is the catalogue only', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ seedDemoData: true, demoAccounts: true });
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO_DATA: 'true' })).toMatchObject({
      seedDemoData: true,
      demoAccounts: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0', ALLOW_TEST_PAYMENTS: 'true' })).toMatchObject({
      seedDemoData: true,
      demoAccounts: false,
    });
    expect(
      loadConfig({ ...postgres, ALLOW_TEST_PAYMENTS: 'true', SEED_DEMO_DATA: 'true', HOST: '127.0.0.1' }),
    ).toMatchObject({
      seedDemoData: true,
      demoAccounts: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO_DATA: 'false' })).toMatchObject({
      seedDemoData: false,
      demoAccounts: false,
    });
  });

  it('counts a shop behind a trusted proxy, or with a PUBLIC_URL beyond this machine, as reachable by others: no demo accounts', () => {
    const behindProxy = {
      DATA_DIR: dataDir(),
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: 'https://shop.example.com',
      ALLOW_TEST_PAYMENTS: 'true',
    };
    expect(loadConfig(behindProxy)).toMatchObject({ host: '127.0.0.1', seedDemoData: true, demoAccounts: false });
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8', ALLOW_TEST_PAYMENTS: 'true' }).demoAccounts,
    ).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example.com', ALLOW_TEST_PAYMENTS: 'true' })
        .demoAccounts,
    ).toBe(false);
    for (const PUBLIC_URL of ['http://localhost:3000', 'http://127.0.0.1:4173/', 'http://[::1]:3000']) {
      expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL }).demoAccounts, PUBLIC_URL).toBe(true);
    }
  });

  it('refuses the payment simulator on a real database unless ALLOW_TEST_PAYMENTS=true, naming the variables', () => {
    expect(() => loadConfig(postgres)).toThrow(ConfigError);
    expect(() => loadConfig(postgres)).toThrow(
      /STRIPE_SECRET_KEY: required when DATABASE_URL is set \(or set ALLOW_TEST_PAYMENTS=true/,
    );
    expect(() => loadConfig({ ...postgres, ALLOW_TEST_PAYMENTS: 'false' })).toThrow(/ALLOW_TEST_PAYMENTS/);
    expect(loadConfig({ ...postgres, ALLOW_TEST_PAYMENTS: 'true' }).stripe).toBeUndefined();
    expect(loadConfig({ ...postgres, STRIPE_SECRET_KEY: 'sk_live_x' }).stripe?.secretKey).toBe('sk_live_x');
    // The embedded demo keeps its simulator.
    expect(() => loadConfig({ DATA_DIR: dataDir() })).not.toThrow();
  });

  it('refuses the payment simulator on an embedded shop that others reach unless ALLOW_TEST_PAYMENTS=true, saying how they reach it', () => {
    const refusal =
      /STRIPE_SECRET_KEY: required when the shop listens on 0\.0\.0\.0, so others can reach it \(or set ALLOW_TEST_PAYMENTS=true/;
    expect(() => loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' })).toThrow(refusal);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0', ALLOW_TEST_PAYMENTS: 'false' })).toThrow(refusal);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HOST: '192.168.1.10' })).toThrow(
      /listens on 192\.168\.1\.10, so others can reach it/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '127.0.0.1' })).toThrow(
      /required when the shop trusts a proxy in front of it \(TRUST_PROXY=127\.0\.0\.1\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example.com' })).toThrow(
      /required when the shop has the public address https:\/\/shop\.example\.com \(PUBLIC_URL\)/,
    );
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0', ALLOW_TEST_PAYMENTS: 'true' }).stripe).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0', STRIPE_SECRET_KEY: 'sk_live_x' }).stripe?.secretKey).toBe(
      'sk_live_x',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), HOST: '::1' })).not.toThrow();
  });

  it('configures SSLCommerz only with both store credentials, in the sandbox unless SSLCOMMERZ_LIVE=true', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sslcommerz).toBeUndefined();
    const credentials = { SSLCOMMERZ_STORE_ID: 'toolsbd', SSLCOMMERZ_STORE_PASSWORD: 'secret@ssl' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...credentials }).sslcommerz).toEqual({
      storeId: 'toolsbd',
      storePassword: 'secret@ssl',
      live: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ...credentials, SSLCOMMERZ_LIVE: 'true' }).sslcommerz?.live).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir(), ...credentials, SSLCOMMERZ_BASE_URL: 'http://127.0.0.1:4400' }).sslcommerz
        ?.baseUrl,
    ).toBe('http://127.0.0.1:4400');
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...credentials, SSLCOMMERZ_BASE_URL: 'not a url' })).toThrow(
      /SSLCOMMERZ_BASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SSLCOMMERZ_STORE_ID: 'toolsbd' })).toThrow(
      /SSLCOMMERZ_STORE_PASSWORD: set both or neither/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...credentials, SSLCOMMERZ_LIVE: 'yes' })).toThrow(
      /SSLCOMMERZ_LIVE/,
    );
  });

  it('knows which addresses only this machine reaches', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'shop.example.com', '127.0.0.1.example.com'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
