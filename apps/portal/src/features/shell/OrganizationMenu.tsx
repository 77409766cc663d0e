import { OrganizationSelect, type OrganizationSelectProps } from '@carecall/ui';
import { useEffect } from 'react';

/** Props of {@link OrganizationMenu}. */
export interface OrganizationMenuProps extends OrganizationSelectProps {
  id: string;
  /** Take the focus when it replaces the placeholder that had it. */
  focusOnMount?: boolean;
  /** Open the list at once: the placeholder was clicked before this module arrived. */
  openOnMount?: boolean;
}

/**
 * @carecall/ui's organization selector as the top menu loads it (after the first render, see
 * `LazyOrganizationSelect`), taking over the focus and the click the placeholder received.
 */
export function OrganizationMenu({ focusOnMount = false, openOnMount = false, ...props }: OrganizationMenuProps) {
  // Only the first mount continues what the placeholder started.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useEffect(() => {
    const input = document.getElementById(props.id);
    if (!input) return;
    if (focusOnMount || openOnMount) input.focus();
    if (!openOnMount) return;
    // Opened after the browser has laid the dropdown out, so its panel is placed under it.
    const frame = window.requestAnimationFrame(() => input.closest<HTMLElement>('.p-dropdown')?.click());
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return <OrganizationSelect {...props} />;
}
