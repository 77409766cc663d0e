import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A TLS key and certificate for 127.0.0.1, made by OpenSSL for one test run and trusted by nobody. */
export interface SelfSignedCertificate {
  key: string;
  cert: string;
}

/**
 * Makes a throwaway self-signed certificate for 127.0.0.1 with Debian's openssl: Twilio's Voice SDK only opens
 * `wss://` signaling, so the local gateway needs TLS, and the browser that talks to it is told to ignore the
 * certificate. Valid for a day; the files are removed once read.
 */
export function createSelfSignedCertificate(): SelfSignedCertificate {
  const directory = mkdtempSync(path.join(tmpdir(), 'carecall-tls-'));
  const keyFile = path.join(directory, 'key.pem');
  const certFile = path.join(directory, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'pipe' },
    );
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
