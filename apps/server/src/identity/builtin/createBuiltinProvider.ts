import { eq } from 'drizzle-orm';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/openDatabase.ts';
import { users } from '../../db/schema/index.ts';
import { createDatabaseOidcAdapter } from './createDatabaseOidcAdapter.ts';
import { escapeHtml } from './escapeHtml.ts';
import type { ProviderSecrets } from './loadProviderSecrets.ts';
import { renderIdentityPage } from './renderIdentityPage.ts';
import { getSignInTexts } from './signInTexts.ts';

/** Lifetimes of what the built-in provider issues, in seconds. */
export const PROVIDER_TTL = {
  accessToken: 60 * 60,
  authorizationCode: 60,
  idToken: 60 * 60,
  interaction: 60 * 60,
  session: 14 * 24 * 60 * 60,
  grant: 14 * 24 * 60 * 60,
  refreshToken: 14 * 24 * 60 * 60,
} as const;

/** The scope the API resource grants; the portal may request it, tokens work without it. */
export const API_SCOPE = 'api';

/** Where the built-in provider is mounted on the server. */
export const OIDC_MOUNT_PATH = '/oidc';

/** The script that submits the sign-out form of the provider's logout page (served by the server, not inline). */
export const SUBMIT_LOGOUT_SCRIPT_PATH = `${OIDC_MOUNT_PATH}/assets/submit-logout.js`;

/** Its content: submit the provider's own logout form (with `logout=yes`) as soon as the page has parsed. */
export const SUBMIT_LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();\n";

/** Options of {@link createBuiltinProvider}. */
export interface BuiltinProviderOptions {
  config: Config;
  db: Db;
  secrets: ProviderSecrets;
  now?: () => Date;
}

/** The portal's redirect addresses on each origin that may host it (PUBLIC_URL and CORS_ORIGINS). */
export function getPortalRedirects(config: Config): { redirectUris: string[]; postLogoutRedirectUris: string[] } {
  const origins = [...new Set([config.publicUrl, ...config.corsOrigins])];
  return {
    redirectUris: origins.flatMap((origin) => [`${origin}/callback`, `${origin}/silent-renew`]),
    postLogoutRedirectUris: origins.flatMap((origin) => [`${origin}/`, `${origin}/login`]),
  };
}

function renderPage(ctx: KoaContextWithOIDC, title: string, bodyHtml: string): void {
  const { lang } = getSignInTexts(ctx.oidc?.params?.ui_locales);
  ctx.type = 'html';
  ctx.body = renderIdentityPage({ lang, title, bodyHtml });
}

/**
 * The built-in OpenID Connect provider used when no external issuer is configured: authorization code with PKCE for
 * the portal's public client, access tokens as JWTs for the API audience, keys and state in the database.
 */
export function createBuiltinProvider({
  config,
  db,
  secrets,
  now = () => new Date(),
}: BuiltinProviderOptions): Provider {
  const { issuer, audience, clientId } = config.identity;
  const { redirectUris, postLogoutRedirectUris } = getPortalRedirects(config);
  const corsOrigins = new Set([config.publicUrl, ...config.corsOrigins]);
  const secure = config.publicUrl.startsWith('https:');

  const configuration: Configuration = {
    adapter: createDatabaseOidcAdapter(db, now),
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    jwks: { keys: secrets.signingKeys },
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', secure },
      short: { httpOnly: true, sameSite: 'lax', secure },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'locale'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    responseTypes: ['code'],
    async findAccount(_ctx, subject) {
      const [user] = await db.select().from(users).where(eq(users.subject, subject)).limit(1);
      if (!user) return undefined;
      return {
        accountId: subject,
        async claims() {
          return {
            sub: subject,
            email: user.email,
            email_verified: true,
            name: `${user.firstName} ${user.lastName}`.trim(),
            given_name: user.firstName,
            family_name: user.lastName,
            locale: user.language,
          };
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.subject, token.accountId))
        .limit(1);
      if (!user) return undefined;
      // The sign-in session, carried into renewed tokens: a device verified without "remember" stays trusted for it.
      const sessionUid = 'sessionUid' in token && typeof token.sessionUid === 'string' ? token.sessionUid : null;
      return sessionUid ? { email: user.email, sid: sessionUid } : { email: user.email };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: PROVIDER_TTL.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // The portal's logout is the user's decision already: a second "do you want to sign out?" click would only
        // leave the provider session (and the device trust bound to it) alive when the user closes the tab instead.
        // The form submits itself through a script served by this server, so the CSP stays `script-src 'self'`.
        logoutSource(ctx, form) {
          const { texts } = getSignInTexts(ctx.oidc?.params?.ui_locales);
          renderPage(
            ctx,
            texts.signOut,
            `${form}<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<h1>${escapeHtml(texts.signingOut)}</h1>
<noscript><button type="submit" form="op.logoutForm">${escapeHtml(texts.signOut)}</button></noscript>
<script src="${SUBMIT_LOGOUT_SCRIPT_PATH}" defer></script>`,
          );
        },
        postLogoutSuccessSource(ctx) {
          const { texts } = getSignInTexts(undefined);
          renderPage(
            ctx,
            texts.signedOut,
            `<h1>${escapeHtml(texts.signedOut)}</h1>
<a class="button" href="${escapeHtml(`${config.publicUrl}/`)}">${escapeHtml(texts.backToPortal)}</a>`,
          );
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin) => corsOrigins.has(origin),
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? PROVIDER_TTL.accessToken,
      AuthorizationCode: PROVIDER_TTL.authorizationCode,
      IdToken: PROVIDER_TTL.idToken,
      Interaction: PROVIDER_TTL.interaction,
      Session: PROVIDER_TTL.session,
      Grant: PROVIDER_TTL.grant,
      RefreshToken: PROVIDER_TTL.refreshToken,
    },
    renderError(ctx, out) {
      const { texts } = getSignInTexts(undefined);
      renderPage(
        ctx,
        texts.error,
        `<h1>${escapeHtml(texts.error)}</h1>
<p>${escapeHtml(String(out.error_description ?? out.error))}</p>
<a class="button" href="${escapeHtml(`${config.publicUrl}/`)}">${escapeHtml(texts.backToPortal)}</a>`,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  // The forwarded host and protocol it reads are the issuer's own, written for every request by
  // `registerBuiltinProviderRoutes`, so the addresses it builds never follow a client's Host header.
  provider.proxy = true;
  return provider;
}
