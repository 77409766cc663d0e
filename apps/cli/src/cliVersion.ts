import manifest from '../package.json' with { type: 'json' };

/** The version the CLI reports (`--version`, SARIF's tool version): the package's own. */
export const CLI_VERSION: string = manifest.version;
