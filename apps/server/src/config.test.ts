import { describe, expect, it } from 'vitest';
import {
  BUILTIN_AUDIENCE,
  BUILTIN_CLIENT_ID,
  ConfigError,
  DEMO_EXPOSURE_CONSENT,
  DEMO_EXPOSURE_VARIABLE,
  loadConfig,
} from './config.ts';

function problemsOf(env: Record<string, string>, argv: string[] = []): string[] {
  try {
    loadConfig(env, argv);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://carecall@db.example/carecall',
  PUBLIC_URL: 'https://carecall.example.com',
  OIDC_ISSUER: 'https://id.example.com/',
  OIDC_AUDIENCE: 'https://api.carecall.example.com',
  OIDC_CLIENT_ID: 'portal',
};

describe('loadConfig', () => {
  it('runs the demo on defaults: port 3000, PGlite under ./data, the built-in provider at /oidc', () => {
    const config = loadConfig({}, []);
    expect(config.production).toBe(false);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/[/\\]data$/) });
    expect(config.identity).toEqual({
      kind: 'builtin',
      issuer: 'http://localhost:3000/oidc',
      audience: BUILTIN_AUDIENCE,
      clientId: BUILTIN_CLIENT_ID,
    });
    expect(config.environmentName).toBe('demo');
  });

  it('derives the built-in issuer from PORT or PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '4100' }, []).identity.issuer).toBe('http://localhost:4100/oidc');
    expect(loadConfig({ PUBLIC_URL: 'https://care.example.org/' }, []).identity.issuer).toBe(
      'https://care.example.org/oidc',
    );
  });

  it('names each bad value with what it must be and what it got', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a port number (got "abc")']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be a port number (got "70000")']);
    expect(problemsOf({ PUBLIC_URL: 'localhost:3000' })).toEqual([
      'PUBLIC_URL must be an http(s) URL (got "localhost:3000")',
    ]);
    expect(problemsOf({ PUBLIC_URL: 'https://example.com/portal' })).toEqual([
      'PUBLIC_URL must be an origin without a path, such as https://carecall.example.com (got "https://example.com/portal")',
    ]);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL must be one of .* \(got "loud"\)$/);
    expect(problemsOf({ CORS_ORIGINS: 'https://a.example.com, nope' })[0]).toMatch(/^CORS_ORIGINS must be/);
    expect(problemsOf({ TRUST_PROXY: 'maybe' })).toEqual(['TRUST_PROXY must be true or false (got "maybe")']);
  });

  it('reports every problem at once and hides secret values', () => {
    const problems = problemsOf({ PORT: 'x', DATABASE_URL: 'mysql://user:secret@host/db' });
    expect(problems).toEqual([
      'PORT must be a port number (got "x")',
      'DATABASE_URL must be a postgres:// URL (got "…")',
    ]);
    expect(problems.join()).not.toContain('secret');
  });

  it('needs the issuer, audience and client id of an external provider together', () => {
    expect(problemsOf({ OIDC_ISSUER: 'https://id.example.com' })).toEqual([
      'OIDC_AUDIENCE, OIDC_CLIENT_ID must be set together with OIDC_ISSUER (an external identity provider needs all three)',
    ]);
  });

  it('uses an external provider when configured, for tokens and /config.json alike', () => {
    const config = loadConfig(
      { OIDC_ISSUER: 'https://id.example.com/', OIDC_AUDIENCE: 'api', OIDC_CLIENT_ID: 'portal' },
      [],
    );
    expect(config.identity).toEqual({
      kind: 'external',
      issuer: 'https://id.example.com',
      audience: 'api',
      clientId: 'portal',
    });
  });

  it('switches to PostgreSQL with DATABASE_URL and places PGlite with DATA_DIR', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }, []).database).toEqual({
      kind: 'postgres',
      url: 'postgresql://u@h/db',
    });
    expect(loadConfig({ DATA_DIR: '/var/lib/carecall' }, []).database).toEqual({
      kind: 'pglite',
      dataDir: '/var/lib/carecall',
    });
  });

  it('refuses production without database, identity provider and public address', () => {
    const expected = [
      'OIDC_ISSUER, OIDC_AUDIENCE and OIDC_CLIENT_ID are required in production mode',
      'DATABASE_URL is required in production mode (the embedded database is for demo use)',
      'PUBLIC_URL is required in production mode (the address browsers use to reach the portal)',
    ];
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(expected);
    expect(problemsOf({}, ['--production'])).toEqual(expected);
  });

  it('listens on loopback only in demo mode, by default or on any loopback address', () => {
    expect(loadConfig({}, [])).toMatchObject({ host: 'localhost', demoExposedToNetwork: false });
    for (const host of ['localhost', '127.0.0.1', '127.0.1.1', '::1']) {
      expect(loadConfig({ HOST: host }, [])).toMatchObject({ host, demoExposedToNetwork: false });
    }
  });

  it('refuses demo mode on an address other computers reach, naming HOST and why', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'fe80::1', 'carecall-demo.example.com']) {
      const problems = problemsOf({ HOST: host });
      expect(problems, host).toHaveLength(1);
      expect(problems[0]).toContain(
        `HOST must be a loopback address in demo mode, such as localhost or 127.0.0.1 (got "${host}")`,
      );
      expect(problems[0]).toContain('sign in as any demo user, super admin included, without a password');
      expect(problems[0]).toContain(`${DEMO_EXPOSURE_VARIABLE}=${DEMO_EXPOSURE_CONSENT}`);
    }
  });

  it('lets demo mode listen on the network only when the exposure variable spells out what it allows', () => {
    const config = loadConfig({ HOST: '0.0.0.0', [DEMO_EXPOSURE_VARIABLE]: DEMO_EXPOSURE_CONSENT }, []);
    expect(config).toMatchObject({ host: '0.0.0.0', demoExposedToNetwork: true });
    expect(problemsOf({ HOST: '0.0.0.0', [DEMO_EXPOSURE_VARIABLE]: 'yes' })).toEqual([
      `${DEMO_EXPOSURE_VARIABLE} must be exactly ${DEMO_EXPOSURE_CONSENT} (got "yes")`,
      expect.stringMatching(/^HOST must be a loopback address in demo mode/),
    ]);
  });

  it('starts in production with everything external', () => {
    const config = loadConfig(productionEnv, []);
    expect(config.production).toBe(true);
    expect(config.host).toBe('0.0.0.0');
    expect(config.demoExposedToNetwork).toBe(false);
    expect(config.environmentName).toBe('production');
    expect(config.identity.kind).toBe('external');
  });

  it('reads the production senders only when complete', () => {
    expect(problemsOf({ TWILIO_ACCOUNT_SID: 'AC1' })[0]).toMatch(/^TWILIO_AUTH_TOKEN, TWILIO_FROM must be set/);
    const config = loadConfig(
      {
        ...productionEnv,
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+15550100',
        SMTP_URL: 'smtps://user:pass@mail.example.com',
        SMTP_FROM: 'CareCall <no-reply@example.com>',
      },
      [],
    );
    expect(config.twilio).toEqual({
      accountSid: 'AC1',
      authToken: 'token',
      from: '+15550100',
      apiBaseUrl: 'https://api.twilio.com',
    });
    expect(config.smtp?.from).toBe('CareCall <no-reply@example.com>');
    expect(config.twilioVoice).toBeNull();
  });

  it('reads Twilio voice settings only when complete and with the account', () => {
    const voice = { TWILIO_API_KEY_SID: 'SK1', TWILIO_API_KEY_SECRET: 'key-secret', TWILIO_TWIML_APP_SID: 'AP1' };
    const account = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15550100' };
    expect(problemsOf({ TWILIO_API_KEY_SID: 'SK1' })[0]).toMatch(
      /^TWILIO_API_KEY_SECRET, TWILIO_TWIML_APP_SID must be set together with TWILIO_API_KEY_SID/,
    );
    expect(problemsOf(voice)[0]).toMatch(/^TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are required/);
    const config = loadConfig({ ...productionEnv, ...account, ...voice }, []);
    expect(config.twilioVoice).toEqual({ apiKeySid: 'SK1', apiKeySecret: 'key-secret', twimlAppSid: 'AP1' });
  });
});
