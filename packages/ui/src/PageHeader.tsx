import type { ReactNode } from 'react';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right, e.g. the users screen's add button. */
  actions?: ReactNode;
  /** Heading level; 1 for a screen's title, 2 inside the client layout whose card already has the page's name. */
  level?: 1 | 2;
}

/** A screen's heading row, so every screen titles itself at the same size with its actions in the same place. */
export function PageHeader({ title, subtitle, actions, level = 1 }: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="cc-page-header">
      <div>
        <Heading className="cc-page-header__title">{title}</Heading>
        {subtitle ? <p className="cc-page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="cc-page-header__actions">{actions}</div> : null}
    </div>
  );
}
