import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function listFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Fails unless `dist` holds a build at least as new as every source file: packing a stale or missing build would test
 * something other than the sources. `pnpm build` writes it.
 */
export function assertBuilt(packageDir: string, builtDir = 'dist', sourceDirs: readonly string[] = ['src']): void {
  const dist = join(packageDir, builtDir);
  let built: string[];
  try {
    built = listFiles(dist);
  } catch {
    throw new Error(`${dist} is missing: run pnpm build first`);
  }
  if (built.length === 0) throw new Error(`${dist} is empty: run pnpm build first`);
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  for (const sourceDir of sourceDirs) {
    for (const file of listFiles(join(packageDir, sourceDir))) {
      if (file.endsWith('.test.ts')) continue;
      if (statSync(file).mtimeMs > builtAt)
        throw new Error(`${relative(packageDir, file)} changed after ${dist} was built: run pnpm build first`);
    }
  }
}
