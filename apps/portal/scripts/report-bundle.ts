/**
 * Prints the gzipped JavaScript each route loads after `vite build`, from the build manifest, and fails when the
 * first download (`/login`, `/callback`, the shell and `/PatientList`, which share one entry) passes its budget.
 *
 *   node --import tsx scripts/report-bundle.ts [distDir]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget of the first download, in KiB of gzipped JavaScript. */
const INITIAL_BUDGET_KIB = 200;

/** What each lazily loaded module is, for the report. */
const LAZY_ROUTES: Record<string, string> = {
  'src/features/auth/mfa/MfaScreen.tsx': '/multiFactorAuthentication',
  'src/features/users/components/UsersScreen.tsx': '/Users',
  'src/features/devPhone/DevPhoneScreen.tsx': '/dev/phone (demo phone)',
  'src/features/clients/ClientPageScreen.tsx': '/client, /client/{id}/…',
  'src/features/clients/list/MicrophoneDialog.tsx': 'microphone dialogs (no microphone or no permission)',
  'src/features/questionnaires/QuestionnaireEditorScreen.tsx': '/client/{id}/botcalls (questionnaire editor)',
  'src/features/questionnaires/simulator/SimulatorPanel.tsx': 'the editor and its Test panel (on first Test)',
  'src/features/calls/panel/CallsPanel.tsx': '/client/{id}/calls (calls panel)',
  'src/features/calls/detail/CallDetailScreen.tsx': '/client/{id}/call/{callId} (call page)',
  'src/features/calls/transcript/TranscriptModal.tsx': 'transcript modal (markdown)',
  'src/features/shell/OrganizationMenu.tsx': 'organization selector (on pointing or focus)',
  'src/features/shell/ClientSearch.tsx': 'client search (pages other than the client list)',
  'src/app/ToastHost.tsx': 'toasts (with the first message)',
  'src/features/auth/inactivity/SessionExpiredDialog.tsx': 'session expired alert',
  'src/features/auth/selectOrganization.ts': '?organizationId= selection',
  'src/app/registerJapaneseFormats.ts': 'Japanese date and PrimeReact formats',
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function collectStaticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) collectStaticClosure(manifest, imported, into);
  return into;
}

function gzipKib(distDir: string, manifest: Manifest, keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk?.file.endsWith('.js')) bytes += gzipSync(readFileSync(path.join(distDir, chunk.file))).length;
  }
  return bytes / 1024;
}

function formatKib(kib: number): string {
  return `${kib.toFixed(1).padStart(7)} KiB`;
}

const distDir = path.resolve(process.argv[2] ?? 'dist');
const manifestPath = path.join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run vite build first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(2);
}

const initial = collectStaticClosure(manifest, entryKey);
const initialKib = gzipKib(distDir, manifest, initial);
const rows: [string, number][] = [['/login, /callback, shell, /PatientList (first download)', initialKib]];
const japanese: string[] = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  if (chunk.src?.startsWith('src/locales/ja/')) {
    japanese.push(key);
    continue;
  }
  const extra = [...collectStaticClosure(manifest, key)].filter((imported) => !initial.has(imported));
  rows.push([`+ ${LAZY_ROUTES[chunk.src ?? ''] ?? chunk.src ?? key}`, gzipKib(distDir, manifest, extra)]);
}
if (japanese.length > 0) rows.push(['+ Japanese texts (all namespaces)', gzipKib(distDir, manifest, japanese)]);

const width = Math.max(...rows.map(([label]) => label.length));
console.log('\nGzipped JavaScript per route (what each loads beyond the first download):');
for (const [label, kib] of rows) console.log(`  ${label.padEnd(width)}  ${formatKib(kib)}`);
console.log(`  ${'budget of the first download'.padEnd(width)}  ${formatKib(INITIAL_BUDGET_KIB)}\n`);
if (initialKib > INITIAL_BUDGET_KIB) {
  console.error(`The first download is ${initialKib.toFixed(1)} KiB, over its ${INITIAL_BUDGET_KIB} KiB budget.`);
  process.exit(1);
}
