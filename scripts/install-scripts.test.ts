// npm 12 skips a dependency's install scripts unless package.json's `allowScripts` approves them,
// and says so only in a warning at the end of the install. better-sqlite3 builds its native module
// in one, so a missing approval turns `npm install && npm start` into a site that cannot open its
// database. The lock file marks every package that has such a script.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  hasInstallScript?: boolean;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

function packageName(lockPath: string): string {
  return lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

function isApproved(name: string, version: string | undefined): boolean {
  const approvals = manifest.allowScripts ?? {};
  return approvals[name] === true || (version !== undefined && approvals[`${name}@${version}`] === true);
}

describe('install scripts', () => {
  const withScripts = Object.entries(lock.packages)
    .filter(([lockPath, locked]) => lockPath !== '' && locked.hasInstallScript === true)
    .map(([lockPath, locked]) => ({ name: packageName(lockPath), version: locked.version }));

  it('finds the native build among the locked packages', () => {
    expect(withScripts.map(({ name }) => name)).toContain('better-sqlite3');
  });

  it('approves every locked package that has one, so npm 12 still runs them', () => {
    const unapproved = withScripts.filter(({ name, version }) => !isApproved(name, version));
    expect(unapproved).toEqual([]);
  });
});
