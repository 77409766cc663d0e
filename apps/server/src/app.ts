import path from 'node:path';
import type { Endpoint } from '@carecall/api-client';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppServices } from './AppServices.ts';
import { CALL_ANALYSIS_JOB } from './analysis/CallAnalysisRow.ts';
import { createCallAnalysisHandler } from './analysis/createCallAnalysisHandler.ts';
import { enqueueCallAnalysis } from './analysis/enqueueCallAnalysis.ts';
import { BOT_CALL_JOB } from './botCalls/BOT_CALL_JOB.ts';
import type { BotCallPlacer } from './botCalls/BotCallPlacer.ts';
import { createBotCallHandler } from './botCalls/createBotCallHandler.ts';
import { createSessionBotCallPlacer } from './botCalls/createSessionBotCallPlacer.ts';
import type { BotTiming } from './callSession/BotCallSession.ts';
import { createBotCalls, createBotSpeech } from './callSession/createBotCalls.ts';
import { findSpeechRecognizer } from './callSession/findSpeechRecognizer.ts';
import type { SpeechRecognizer } from './callSession/SpeechRecognizer.ts';
import { findCallRecordingKey } from './calls/findCallRecordingKey.ts';
import { createTelephonyEventRecorder } from './calls/recordTelephonyEvents.ts';
import { registerLiftConferenceSocket } from './conference/registerLiftConferenceSocket.ts';
import { type Config, DEMO_EXPOSURE_VARIABLE } from './config.ts';
import { migrateDatabase } from './db/migrateDatabase.ts';
import { type Database, openDatabase } from './db/openDatabase.ts';
import { pruneExpiredRows } from './db/pruneExpiredRows.ts';
import { ensureDemoRecordings } from './demo/ensureDemoRecordings.ts';
import { seedDemoData } from './demo/seedDemoData.ts';
import { createLocalEventBus } from './events/EventBus.ts';
import { SOCKET_AUTH_DEADLINE_MS } from './http/authenticateSocket.ts';
import { buildHelmetOptions } from './http/buildHelmetOptions.ts';
import { createDatabaseRateLimitStore } from './http/createDatabaseRateLimitStore.ts';
import { createLoggerOptions } from './http/createLoggerOptions.ts';
import { createValidatorCompiler } from './http/createValidatorCompiler.ts';
import { HttpError } from './http/HttpError.ts';
import { handleError } from './http/handleError.ts';
import { handleSocketError } from './http/handleSocketError.ts';
import { registerApiDocs } from './http/registerApiDocs.ts';
import { registerPortal } from './http/registerPortal.ts';
import { registerSecurityHeaders } from './http/registerSecurityHeaders.ts';
import { loadProviderSecrets, type ProviderSecrets } from './identity/builtin/loadProviderSecrets.ts';
import { createAuthCache } from './identity/createAuthCache.ts';
import { createInProcessFetch } from './identity/createInProcessFetch.ts';
import { createTokenVerifier } from './identity/createTokenVerifier.ts';
import { registerAuth } from './identity/registerAuth.ts';
import { loadMfaCodeHasher } from './identity/secondFactor/loadMfaCodeHasher.ts';
import { createJobWorker } from './jobs/createJobWorker.ts';
import { createMessageSender } from './messaging/createMessageSender.ts';
import type { MessageSender } from './messaging/sender.ts';
import { createFileRecordingStorage } from './recordings/createFileRecordingStorage.ts';
import type { RecordingStorage } from './recordings/RecordingStorage.ts';
import { registerConfigJson } from './routes/configJson.ts';
import { registerDevOutbox } from './routes/devOutbox.ts';
import { registerDevToken } from './routes/devToken.ts';
import { registerHealthz } from './routes/healthz.ts';
import { registerContractRoutes } from './routes/registerContractRoutes.ts';
import { registerVersionJson } from './routes/versionJson.ts';
import { refreshSchedulerDemoDay } from './scheduler/seedSchedulerDemo.ts';
import { createPlanBotCallsHandler, enqueueFullPlanning } from './schedules/createPlanBotCallsHandler.ts';
import { PLAN_BOT_CALLS_JOB } from './schedules/planBotCalls.ts';
import { createSettingsCache } from './settings/createSettingsCache.ts';
import { getOrganizationSettings } from './settings/getOrganizationSettings.ts';
import type { CachedSpeechSynthesizer } from './speech/createCachedSpeechSynthesizer.ts';
import { findSpeechSynthesizer } from './speech/findSpeechSynthesizer.ts';
import { createAppTelephony } from './telephony/createAppTelephony.ts';
import { registerTelephonyRoutes } from './telephony/registerTelephonyRoutes.ts';
import type { Telephony } from './telephony/Telephony.ts';

/** Largest JSON body accepted; recordings use multipart with their own limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;
/** Largest uploaded file (a recording). */
const FILE_LIMIT_BYTES = 50 * 1024 * 1024;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Things tests (and embedders) may supply instead of the defaults built from the configuration. */
export interface BuildAppOptions {
  /** An open database; the app migrates it and closes it on `app.close()` (wrap with `ownsClient: false` to keep). */
  database?: Database;
  /** Where logs go; standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** false silences logging entirely. */
  logger?: boolean;
  sender?: MessageSender;
  now?: () => Date;
  /** Where call recordings are read from for analysis; the recording files under the data folder by default. */
  callRecordingStorage?: RecordingStorage;
  /** A call's recording key, for analyses queued without one. */
  findCallRecordingKey?: (callId: number) => Promise<string | null>;
  /** The background job worker's timing (tests shorten it). */
  jobWorker?: { pollIntervalMs?: number; leaseMs?: number };
  /** What places bot calls; see `createDefaultBotCallPlacer` for the default. */
  botCallPlacer?: BotCallPlacer;
  /** The bot-call worker's timing and size (`concurrency` defaults to the config's `botCallConcurrency`). */
  botCallWorker?: { pollIntervalMs?: number; leaseMs?: number; concurrency?: number };
  /** Whether the hourly planning of scheduled bot calls is queued at start (true by default). */
  planBotCalls?: boolean;
  /** Where calls happen; the local media plane (with the simulated phone network in demo mode) by default. */
  telephony?: Telephony;
  /** The speech synthesizer; found on the machine (espeak-ng) when absent, null for none. */
  speech?: CachedSpeechSynthesizer | null;
  /** The bot's speech recogniser; found on the machine (pocketsphinx) when absent, null for keypad only. */
  speechRecognizer?: SpeechRecognizer | null;
  /** The bot's silence and keypad timers (tests shorten them). */
  botTiming?: Partial<BotTiming>;
  /** How long the bot lets a hot transfer ring before it is not answered (tests shorten it). */
  botTransferTimeoutMs?: number;
  /**
   * Whether demo start-up gives every recorded demo call its recording (true in demo mode); tests that do not look at
   * demo recordings turn it off, so each test app starts in a tenth of a second.
   */
  demoRecordings?: boolean;
  /**
   * Whether demo start-up makes a few demo clients due at the current hour for the scheduler (true in demo mode);
   * tests turn it off so the seeded clients stay as seeded.
   */
  demoSchedulerDay?: boolean;
  /** The contract endpoints the app must serve (the api-client's `endpointList` by default); building fails otherwise. */
  contractEndpoints?: readonly Endpoint[];
  /** How long a websocket has to authenticate after its upgrade (`SOCKET_AUTH_DEADLINE_MS`; tests shorten it). */
  socketAuthDeadlineMs?: number;
  /** Extra routes, registered after the built-in ones and before the portal fallback. */
  registerRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * Whether the background work (the demo's clients due at this hour, the job workers, the start-up planning of bot
   * calls and the making of demo recordings) waits for `app.startBackgroundWork()` rather than starting as `buildApp` ends; `main.ts` starts it
   * once the server listens, so a start serves before that work has taken its CPU and database time.
   */
  deferBackgroundWork?: boolean;
  /** Told what the start is doing, one short line a step (`main.ts` prints them). */
  onProgress?: (line: string) => void;
}

/** What `buildApp` found out while starting, for the start-up banner. */
export interface AppStartInfo {
  seededSteps: string[];
  portalServed: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    startInfo: AppStartInfo;
    /** Settles with how many demo recordings were made once the background making is over (0 when off). */
    demoRecordingsReady: Promise<number>;
    /** Starts the background work if it has not started yet (see `BuildAppOptions.deferBackgroundWork`). */
    startBackgroundWork(): Promise<void>;
  }
}

/**
 * Assembles the whole server for one configuration: database (migrated, and seeded in demo mode), identity, security
 * headers, CORS, rate limits, API documentation, the built-in routes and the portal. Returns the Fastify instance,
 * not yet listening, so tests drive it with `inject` and `main.ts` with `listen`.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const progress = options.onProgress ?? (() => {});
  progress('Opening the database…');
  const database = options.database ?? (await openDatabase(config.database));
  try {
    progress('Applying database migrations…');
    await migrateDatabase(database);
    const seededSteps = config.production
      ? []
      : await seedDemoData(database, undefined, (step, index, total) =>
          progress(`Seeding the demo data: ${step} (${index + 1}/${total})…`),
        );
    const { db } = database;
    const now = options.now ?? (() => new Date());

    const app = Fastify({
      logger: options.logger === false ? false : createLoggerOptions(config, options.logStream),
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: config.trustProxy,
      routerOptions: { ignoreTrailingSlash: true },
    });
    app.setValidatorCompiler(createValidatorCompiler());
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    // Bodies are JSON (or multipart uploads); anything else is refused with 415 rather than parsed as text.
    app.removeContentTypeParser('text/plain');
    if (config.demoExposedToNetwork) {
      app.log.warn(
        { host: config.host },
        `DEMO MODE IS OPEN TO THE NETWORK: listening on ${config.host}, anyone who reaches this server can sign in as ` +
          `any demo user, super admin included, without a password (${DEMO_EXPOSURE_VARIABLE} is set)`,
      );
    }

    progress('Starting the server…');
    let secrets: ProviderSecrets | null = null;
    if (config.identity.kind === 'builtin') secrets = await loadProviderSecrets(db);
    const tokenVerifier = createTokenVerifier({
      issuer: config.identity.issuer,
      audience: config.identity.audience,
      now,
      ...(secrets ? { fetch: createInProcessFetch(app) } : {}),
    });

    const settingsCache = createSettingsCache(now);
    // Calls record into the files under the data directory that their links serve and their analysis reads.
    const callRecordings = createFileRecordingStorage(path.join(config.dataDir, 'recordings'));
    const settingsOf = (organizationId: number) => getOrganizationSettings({ db, settingsCache }, organizationId);
    // Bot calls have a worker of their own, so a long call never holds up an analysis, and so their number at once
    // is bounded by what one instance's media can hold.
    const stopBotCalls = new AbortController();
    const botCallWorker = createJobWorker({
      db,
      now,
      log: app.log,
      concurrency: config.botCallConcurrency,
      ...options.botCallWorker,
      handlers: {
        [BOT_CALL_JOB]: createBotCallHandler({
          db,
          now,
          log: app.log,
          settings: settingsOf,
          signal: stopBotCalls.signal,
          onRetryQueued: (at) => botCallWorker.wakeAt(at),
          placer:
            options.botCallPlacer ??
            createSessionBotCallPlacer(() => services.botCalls, {
              onEvent: (listener) => telephony.onEvent(listener),
              endConference: (call) => telephony.endConference(call),
            }),
        }),
      },
    });
    const jobs = createJobWorker({
      db,
      now,
      log: app.log,
      ...options.jobWorker,
      handlers: {
        [PLAN_BOT_CALLS_JOB]: createPlanBotCallsHandler({
          db,
          now,
          log: app.log,
          settings: settingsOf,
          wakeBotCalls: () => botCallWorker.wake(),
        }),
        [CALL_ANALYSIS_JOB]: createCallAnalysisHandler({
          db,
          storage: options.callRecordingStorage ?? callRecordings,
          findRecordingKey: options.findCallRecordingKey ?? ((callId) => findCallRecordingKey(db, callId)),
          alertThreshold: async (organizationId) =>
            (await getOrganizationSettings({ db, settingsCache }, organizationId))['callsAnalysis.thresholds.alert'],
          now,
        }),
      },
    });
    const telephony =
      options.telephony ?? (await createAppTelephony({ config, db, recordings: callRecordings, log: app.log, now }));
    const events = createLocalEventBus();
    const speech =
      options.speech !== undefined
        ? options.speech
        : await findSpeechSynthesizer({ dataDir: config.dataDir, log: app.log });
    const botCalls = createBotCalls({
      db,
      telephony,
      events,
      speech: createBotSpeech(speech),
      recognizer:
        options.speechRecognizer !== undefined
          ? options.speechRecognizer
          : await findSpeechRecognizer({ log: app.log }),
      now,
      log: app.log,
      ...(options.botTiming ? { timing: options.botTiming } : {}),
      ...(options.botTransferTimeoutMs !== undefined ? { transferTimeoutMs: options.botTransferTimeoutMs } : {}),
    });
    const services: AppServices = {
      config,
      database,
      db,
      tokenVerifier,
      sender: options.sender ?? createMessageSender(config, db, app.log),
      events,
      now,
      mfaCodeHasher: await loadMfaCodeHasher(db),
      authCache: createAuthCache(now),
      settingsCache,
      jobs,
      botCallWorker,
      telephony,
      callRecordings,
      speech,
      botCalls,
    };
    app.decorate('services', services);
    // Call records follow their calls (leg statuses, the recording and its analysis), and so do live call screens,
    // through the event bus.
    const telephonyEvents = createTelephonyEventRecorder({
      db,
      recordings: callRecordings,
      wakeJobs: () => jobs.wake(),
      onError: (error, event) =>
        app.log.error({ err: error, callId: event.callId, event: event.type }, 'a telephony event was not recorded'),
    });
    telephony.onEvent((event) => {
      telephonyEvents.record(event);
      botCalls.handleTelephonyEvent(event);
      services.events.publish({ topic: 'telephony', payload: { ...event } }).catch((error: unknown) => {
        app.log.warn({ err: error }, 'a telephony event could not be published');
      });
    });
    registerAuth(app);

    registerSecurityHeaders(app, buildHelmetOptions(config));
    await app.register(cors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      allowedHeaders: ['authorization', 'content-type', 'device-id', 'organization-id', 'accept-language'],
      exposedHeaders: ['date'],
      maxAge: 600,
    });
    await app.register(rateLimit, {
      global: false,
      store: createDatabaseRateLimitStore(db, now),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'RATE_LIMITED', `Too many requests, try again in ${context.after}`, { isLogout: false }),
    });
    await app.register(multipart, { limits: { fileSize: FILE_LIMIT_BYTES, files: 1, fields: 50 } });
    await registerApiDocs(app, config);
    app.decorate('socketAuthDeadlineMs', options.socketAuthDeadlineMs ?? SOCKET_AUTH_DEADLINE_MS);
    await app.register(websocket, { options: { maxPayload: 64 * 1024 }, errorHandler: handleSocketError });

    registerHealthz(app);
    registerConfigJson(app);
    registerVersionJson(app);
    registerContractRoutes(app, options.contractEndpoints);
    await registerTelephonyRoutes(app, telephony);
    registerLiftConferenceSocket(app);
    if (!config.production) {
      registerDevOutbox(app);
      if (secrets) registerDevToken(app, secrets);
    }
    if (secrets) {
      // Loaded only when mounted: with an external issuer (production) the provider's modules are never read.
      const [{ createBuiltinProvider }, { registerBuiltinProviderRoutes }] = await Promise.all([
        import('./identity/builtin/createBuiltinProvider.ts'),
        import('./identity/builtin/registerBuiltinProviderRoutes.ts'),
      ]);
      const provider = createBuiltinProvider({ config, db, secrets, now });
      await registerBuiltinProviderRoutes(app, provider, services);
    }
    // Demo recordings are made in the background, so start-up does not wait for speech: a call shows its recording
    // once the file exists (until then its answers say the recording is being prepared). A failure is logged only.
    const stopDemoRecordings = new AbortController();
    let settleDemoRecordings: (made: number) => void = () => {};
    const demoRecordingsReady = new Promise<number>((resolve) => {
      settleDemoRecordings = resolve;
    });
    const makeDemoRecordings = (): Promise<number> =>
      !config.production && (options.demoRecordings ?? true)
        ? ensureDemoRecordings(services, {
            signal: stopDemoRecordings.signal,
            // A stored recording is analysed, as every recorded call is (the demo's slowing client gets flagged).
            onRecordingStored: async (callId, storageKey) => {
              await enqueueCallAnalysis(db, callId, { recordingKey: storageKey });
              services.jobs.wake();
            },
            onProgress: reportRecordingProgress(progress),
          }).then(
            (made) => {
              if (made > 0) app.log.info({ recordings: made }, 'demo call recordings made');
              return made;
            },
            (error: unknown) => {
              app.log.warn({ err: error }, 'demo call recordings could not be made');
              return 0;
            },
          )
        : Promise.resolve(0);
    app.decorate('demoRecordingsReady', demoRecordingsReady);
    await options.registerRoutes?.(app);
    const portalServed = await registerPortal(app, config.portalDir);
    app.decorate('startInfo', { seededSteps, portalServed });

    const pruneTimer = setInterval(() => {
      pruneExpiredRows(db, now()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'pruning expired rows failed'),
      );
    }, PRUNE_INTERVAL_MS);
    pruneTimer.unref();
    // Started last, so a start that fails part-way leaves no loop running against a closed database.
    let backgroundWork: Promise<void> | null = null;
    let closing = false;
    const startBackgroundWork = (): Promise<void> => {
      backgroundWork ??= (async () => {
        if (closing) return settleDemoRecordings(0);
        // The demo's clients due at this hour are made due before the start-up planning reads them.
        if (!config.production && (options.demoSchedulerDay ?? true)) await refreshSchedulerDemoDay(db, now());
        if (options.planBotCalls ?? true) await enqueueFullPlanning(db, now());
        jobs.start();
        botCallWorker.start();
        makeDemoRecordings().then(settleDemoRecordings);
      })();
      return backgroundWork;
    };
    app.decorate('startBackgroundWork', startBackgroundWork);
    if (!options.deferBackgroundWork) await startBackgroundWork();
    app.addHook('onClose', async () => {
      closing = true;
      // A start closed before its background work began has none to wait for.
      if (backgroundWork === null) settleDemoRecordings(0);
      else await backgroundWork.catch(() => undefined);
      clearInterval(pruneTimer);
      stopBotCalls.abort();
      stopDemoRecordings.abort();
      await botCallWorker.stop();
      await telephony.close();
      await botCalls.idle();
      await telephonyEvents.idle();
      await services.jobs.stop();
      await demoRecordingsReady;
      await services.events.close();
      await database.close();
    });
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** How often the making of demo recordings reports how far it is: every tenth of the work, and at the end. */
function reportRecordingProgress(progress: (line: string) => void): (made: number, total: number) => void {
  let reported = -1;
  return (made, total) => {
    const step = Math.max(1, Math.ceil(total / 10));
    if (made !== 0 && made !== total && made - reported < step) return;
    reported = made;
    progress(
      made === total
        ? `Demo recordings ready: ${total}/${total}.`
        : `Rendering demo recordings in the background: ${made}/${total}`,
    );
  };
}
