import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import type { AppServices } from '../../AppServices.ts';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { recordAudit } from '../../audit/recordAudit.ts';
import { users } from '../../db/schema/index.ts';
import { SIGN_IN_RATE_LIMIT } from '../../http/rateLimitPolicies.ts';
import { endSessionDeviceTrust } from '../endSessionDeviceTrust.ts';
import { hashPassword, verifyPassword } from '../passwordHash.ts';
import { OIDC_MOUNT_PATH, SUBMIT_LOGOUT_SCRIPT, SUBMIT_LOGOUT_SCRIPT_PATH } from './createBuiltinProvider.ts';
import { escapeHtml } from './escapeHtml.ts';
import { renderIdentityPage } from './renderIdentityPage.ts';
import { renderSignInPage } from './renderSignInPage.ts';
import { getSignInTexts } from './signInTexts.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const uidParams = z.object({ uid: z.string().min(1).max(100) });

function isSameInteraction(interaction: Interaction | null, params: unknown): interaction is Interaction {
  const parsed = uidParams.safeParse(params);
  return interaction !== null && parsed.success && interaction.uid === parsed.data.uid;
}
const signInForm = z.object({
  email: z.string().trim().max(320).default(''),
  password: z.string().max(1024).default(''),
});

/** Compared against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password. */
const unknownUserHash = hashPassword('not-a-password');

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function sendExpired(reply: FastifyReply, uiLocales: unknown): FastifyReply {
  const { lang, texts } = getSignInTexts(uiLocales);
  return sendHtml(
    reply,
    400,
    renderIdentityPage({
      lang,
      title: texts.title,
      bodyHtml: `<h1>${escapeHtml(texts.title)}</h1><div class="error" role="alert">${escapeHtml(texts.expired)}</div>`,
    }),
  );
}

async function loadInteraction(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Interaction | null> {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return null;
    throw error;
  }
}

function interactionPaths(uid: string) {
  const base = `${OIDC_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}`;
  return { page: base, login: `${base}/login`, abort: `${base}/abort` };
}

function renderForm(
  reply: FastifyReply,
  interaction: Interaction,
  email: string,
  problem: 'invalidCredentials' | 'missingFields' | null,
  status = 200,
) {
  const { lang, texts } = getSignInTexts(interaction.params.ui_locales);
  const paths = interactionPaths(interaction.uid);
  const error = problem ? texts[problem] : null;
  return sendHtml(
    reply,
    status,
    renderSignInPage({ action: paths.login, cancelHref: paths.abort, email, error, lang, texts }),
  );
}

/** Grants the portal what it asked for: it is the product's own client, so there is no consent screen to show. */
async function grantConsent(provider: Provider, interaction: Interaction): Promise<InteractionResults> {
  const { details } = interaction.prompt as { details: Record<string, unknown> };
  const accountId = interaction.session?.accountId;
  const clientId = String(interaction.params.client_id ?? '');
  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({ accountId, clientId });
  if (!grant) return { error: 'access_denied', error_description: 'The grant no longer exists' };
  const missingScopes = details.missingOIDCScope;
  if (Array.isArray(missingScopes)) grant.addOIDCScope(missingScopes.join(' '));
  const missingClaims = details.missingOIDCClaims;
  if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims.map(String));
  const missingResourceScopes = details.missingResourceScopes;
  if (missingResourceScopes && typeof missingResourceScopes === 'object') {
    for (const [indicator, scopes] of Object.entries(missingResourceScopes)) {
      if (Array.isArray(scopes)) grant.addResourceScope(indicator, scopes.join(' '));
    }
  }
  const grantId = await grant.save();
  return { consent: interaction.grantId ? {} : { grantId } };
}

/**
 * Makes the provider see the configured issuer's origin whatever the request claims: the discovery document, redirects
 * and every endpoint address it builds come from the request's origin, and a forged `Host` must not make it
 * advertise another server's addresses. The provider trusts the `X-Forwarded-*` headers written here (and only
 * these: a client's own `X-Forwarded-For` is dropped unless the server is configured to trust its proxy).
 */
function pinIssuerOrigin(raw: IncomingMessage, issuer: URL, trustProxy: boolean): void {
  raw.headers.host = issuer.host;
  raw.headers['x-forwarded-host'] = issuer.host;
  raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
  if (!trustProxy) delete raw.headers['x-forwarded-for'];
}

/**
 * Mounts the built-in provider under `/oidc`: its own sign-in interaction routes (a server-rendered form checked
 * against the users table, consent granted automatically for the portal), and every other `/oidc` path handed to
 * oidc-provider's Koa app on the raw request, with the body left unread for it.
 */
export async function registerBuiltinProviderRoutes(
  app: FastifyInstance,
  provider: Provider,
  services: AppServices,
): Promise<void> {
  const { db } = services;
  const portalClientId = services.config.identity.clientId;
  const issuer = new URL(services.config.identity.issuer);
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url === OIDC_MOUNT_PATH || request.url.startsWith(`${OIDC_MOUNT_PATH}/`)) {
      pinIssuerOrigin(request.raw, issuer, services.config.trustProxy);
    }
    done();
  });

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });

    scope.get(SUBMIT_LOGOUT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(SUBMIT_LOGOUT_SCRIPT),
    );

    scope.get(`${OIDC_MOUNT_PATH}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
      const interaction = await loadInteraction(provider, request, reply);
      if (!isSameInteraction(interaction, request.params)) return sendExpired(reply, undefined);
      if (interaction.prompt.name === 'login') {
        const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
        return renderForm(reply, interaction, hint, null);
      }
      const result =
        interaction.prompt.name === 'consent' && interaction.params.client_id === portalClientId
          ? await grantConsent(provider, interaction)
          : { error: 'access_denied', error_description: `Unsupported prompt ${interaction.prompt.name}` };
      const redirectTo = await provider.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: true,
      });
      return reply.redirect(redirectTo, 303);
    });

    scope.post(
      `${OIDC_MOUNT_PATH}/interaction/:uid/login`,
      { schema: { hide: true }, config: { rateLimit: SIGN_IN_RATE_LIMIT } },
      async (request, reply) => {
        const interaction = await loadInteraction(provider, request, reply);
        if (!isSameInteraction(interaction, request.params)) return sendExpired(reply, undefined);
        if (interaction.prompt.name !== 'login') return reply.redirect(interactionPaths(interaction.uid).page, 303);
        const form = signInForm.safeParse(request.body ?? {});
        const email = form.success ? form.data.email : '';
        const password = form.success ? form.data.password : '';
        if (!email || !password) return renderForm(reply, interaction, email, 'missingFields', 400);

        const [user] = await db
          .select({
            id: users.id,
            subject: users.subject,
            passwordHash: users.passwordHash,
            organizationId: users.defaultOrganizationId,
          })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`)
          .limit(1);
        const valid = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
        if (!user || !valid) {
          await recordAudit(db, {
            userId: user?.id ?? null,
            action: AUDIT_ACTIONS.signInFailed,
            organizationId: user?.organizationId ?? null,
            detail: { via: 'builtin', email: email.toLowerCase().slice(0, 254), ip: request.ip },
            at: services.now(),
          });
          return renderForm(reply, interaction, email, 'invalidCredentials', 401);
        }
        let subject = user.subject;
        if (!subject) {
          const [linked] = await db
            .update(users)
            .set({ subject: randomUUID() })
            .where(and(eq(users.id, user.id), isNull(users.subject)))
            .returning({ subject: users.subject });
          const [current] = linked
            ? [linked]
            : await db.select({ subject: users.subject }).from(users).where(eq(users.id, user.id));
          subject = current?.subject ?? null;
        }
        if (!subject) throw new Error('could not assign a subject to the user');
        await recordAudit(db, {
          userId: user.id,
          action: AUDIT_ACTIONS.signIn,
          organizationId: user.organizationId,
          detail: { via: 'builtin', ip: request.ip },
          at: services.now(),
        });
        // The provider session lasts as long as the browser session: staff often share computers.
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: subject, remember: false } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirectTo, 303);
      },
    );

    scope.get(`${OIDC_MOUNT_PATH}/interaction/:uid/abort`, { schema: { hide: true } }, async (request, reply) => {
      const interaction = await loadInteraction(provider, request, reply);
      if (!isSameInteraction(interaction, request.params)) return sendExpired(reply, undefined);
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    });
  });

  // A logout destroys the provider session; the device trust bound to it ends before the browser is sent on, so the
  // next sign-in (a new session) and any token still carrying the old session id are asked for the code again.
  provider.use(async (ctx, next) => {
    await next();
    const session = ctx.oidc?.session;
    if (session?.destroyed && typeof session.uid === 'string') await endSessionDeviceTrust(services, session.uid);
  });
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    app.log.error({ err: error }, 'the identity provider failed');
  });
  const handle = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      // Headers set by hooks (security headers, CORS) would be lost with the hijacked reply; copy them first.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(OIDC_MOUNT_PATH.length) || '/';
      if (!raw.url.startsWith('/')) raw.url = `/${raw.url}`;
      await handle(raw, reply.raw);
    };
    scope.all(OIDC_MOUNT_PATH, { schema: { hide: true } }, forward);
    scope.all(`${OIDC_MOUNT_PATH}/*`, { schema: { hide: true } }, forward);
  });
}
