import type { HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/**
 * Security headers for every answer. The content security policy allows the portal's own scripts only, inline
 * styles (the component library injects them), the identity provider and Twilio's voice service for connections,
 * and lets the portal origins frame the provider for silent token renewal.
 */
export function buildHelmetOptions(config: Config): HelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  const portalOrigins = config.corsOrigins;
  const issuerOrigin = config.identity.kind === 'external' ? [new URL(config.identity.issuer).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...issuerOrigin, ...portalOrigins, 'https://*.twilio.com', 'wss://*.twilio.com'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: ["'self'", ...issuerOrigin],
        frameAncestors: ["'self'", ...portalOrigins],
        formAction: ["'self'", ...portalOrigins],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // frame-ancestors above decides who may frame the server; the older header cannot name other origins.
    frameguard: false,
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}
