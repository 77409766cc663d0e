import type { ReactNode } from 'react';
import { DeveloperBar } from './DeveloperBar.tsx';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** Usually a {@link TopMenu}. */
  topMenu: ReactNode;
  /** The scheduler bar, shown below the menu for lift operators. */
  schedulerBar?: ReactNode;
  children: ReactNode;
  /** Runtime environment name; any value other than `production` shows the {@link DeveloperBar}. */
  environment?: string;
  /** Text of the developer bar; the environment name when absent. */
  environmentLabel?: string;
  /** Text of the "skip to content" link keyboard users meet first; no link when absent. */
  skipLinkLabel?: string;
  /** Id of the `<main>` element the skip link jumps to. */
  mainId?: string;
}

/** The frame of every signed-in screen (menu, optional scheduler bar, routed content), so screens only render content. */
export function AppShell({
  topMenu,
  schedulerBar,
  children,
  environment,
  environmentLabel,
  skipLinkLabel,
  mainId = 'cc-main',
}: AppShellProps) {
  const showDeveloperBar = environment !== undefined && environment !== '' && environment !== 'production';
  return (
    <div className="cc-app-shell">
      {skipLinkLabel ? (
        <a className="cc-skip-link" href={`#${mainId}`}>
          {skipLinkLabel}
        </a>
      ) : null}
      <header className="cc-app-shell__header">
        {showDeveloperBar ? <DeveloperBar environment={environment} label={environmentLabel} /> : null}
        {topMenu}
      </header>
      {schedulerBar ? <div className="cc-app-shell__scheduler">{schedulerBar}</div> : null}
      <main id={mainId} className="cc-app-shell__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
