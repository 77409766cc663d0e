import type { BotCalls } from './callSession/createBotCalls.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/openDatabase.ts';
import type { EventBus } from './events/EventBus.ts';
import type { AuthCache } from './identity/createAuthCache.ts';
import type { TokenVerifier } from './identity/createTokenVerifier.ts';
import type { RequestAuth } from './identity/RequestAuth.ts';
import type { MfaCodeHasher } from './identity/secondFactor/loadMfaCodeHasher.ts';
import type { JobWorker } from './jobs/createJobWorker.ts';
import type { MessageSender } from './messaging/sender.ts';
import type { RecordingFileStorage } from './recordings/createFileRecordingStorage.ts';
import type { SettingsCache } from './settings/createSettingsCache.ts';
import type { CachedSpeechSynthesizer } from './speech/createCachedSpeechSynthesizer.ts';
import type { Telephony } from './telephony/Telephony.ts';

/** What route handlers need from the running server, passed explicitly so tests can swap any part. */
export interface AppServices {
  config: Config;
  database: Database;
  db: Db;
  tokenVerifier: TokenVerifier;
  sender: MessageSender;
  events: EventBus;
  /** The clock; tests replace it to cross expiry boundaries. */
  now(): Date;
  /** Hashes and checks second-factor codes with the server's key. */
  mfaCodeHasher: MfaCodeHasher;
  /** Who called lately: users, their organizations and trusted devices, for a few seconds. */
  authCache: AuthCache;
  /** Resolved organization settings. */
  settingsCache: SettingsCache;
  /** The background job worker; `wake()` it after queueing work so it starts without waiting for its next poll. */
  jobs: JobWorker;
  /** The bot-call worker (several calls at once); `wake()` it after queueing a bot call. */
  botCallWorker: JobWorker;
  /** Where calls happen: conferences, the client's leg, the bot's audio port. */
  telephony: Telephony;
  /** Call recordings, as files under the data directory. */
  callRecordings: RecordingFileStorage;
  /** Speech synthesis with its cache; null where no synthesizer is installed (speech answers silence). */
  speech: CachedSpeechSynthesizer | null;
  /** The bot on calls: joins operators' live calls, and places automated calls (`startBotCall`). */
  botCalls: BotCalls;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
  interface FastifyRequest {
    /** Set by the auth hook of endpoints that need a token; null on public routes. */
    auth: RequestAuth | null;
  }
}
