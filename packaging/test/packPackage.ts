import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './runCommand.ts';

/** The parts of a package manifest the packaging tests read. */
export interface PackageManifest {
  name: string;
  version: string;
  type?: string;
  sideEffects?: boolean | string[];
  engines?: Record<string, string>;
  bin?: Record<string, string>;
  exports?: Record<string, unknown>;
  files?: string[];
  dependencies?: Record<string, string>;
}

/** A tarball `pnpm pack` made, with the manifest it carries and the files in it. */
export interface PackedPackage {
  /** The manifest in the repository. */
  source: PackageManifest;
  /** The manifest in the tarball, after pnpm applied `publishConfig` and replaced `workspace:` ranges. */
  manifest: PackageManifest;
  tarball: string;
  files: string[];
}

interface PackJson {
  filename: string;
  files: { path: string }[];
}

/** Packs a workspace package with pnpm, as publishing would, into `destination`. */
export async function packPackage(packageDir: string, destination: string): Promise<PackedPackage> {
  const { stdout } = await runCommand('pnpm', ['pack', '--json', '--pack-destination', destination], {
    cwd: packageDir,
  });
  const packed = JSON.parse(stdout.slice(stdout.indexOf('{'))) as PackJson;
  const tar = await runCommand('tar', ['-xzOf', packed.filename, 'package/package.json'], { cwd: destination });
  return {
    source: JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageManifest,
    manifest: JSON.parse(tar.stdout) as PackageManifest,
    tarball: packed.filename,
    files: packed.files.map((file) => file.path),
  };
}
