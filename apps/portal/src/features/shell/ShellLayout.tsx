import { isAdminRole, isSuperAdminRole } from '@carecall/api-client';
import { AppShell, TopMenu, type TopMenuLink } from '@carecall/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PORTAL_LOCALES } from '../../app/portalLocales.ts';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../app/usePortalStore.ts';
import { AUTH_PATHS, HOME_PATH, isSamePath } from '../auth/authPaths.ts';
import { BOT_CALLS_DAY_PATH } from '../botCallsDay/botCallsDayPaths.ts';
import { LazySchedulerBar } from '../scheduler/LazySchedulerBar.tsx';
import { SCHEDULER_QUEUE_PATH, SCHEDULER_SETTINGS_PATH, SCHEDULER_SHIFTS_PATH } from '../scheduler/schedulerPaths.ts';
import { getOrganizationChangeTarget } from './getOrganizationChangeTarget.ts';
import { LazyOrganizationSelect } from './LazyOrganizationSelect.tsx';
import { useBrowserWarning } from './useBrowserWarning.ts';

// The search is hidden on the client list (the landing page), so it loads when another page first shows it.
const ClientSearch = lazy(() => import('./ClientSearch.tsx').then((module) => ({ default: module.ClientSearch })));

/** Organizations from which the selector offers a search box. */
const ORGANIZATION_FILTER_THRESHOLD = 8;

/** Props of {@link ShellLayout}. */
export interface ShellLayoutProps {
  children: ReactNode;
}

/**
 * The main layout: developer bar outside production, the top menu (logo, organization selector, client
 * search, home, users, user menu with the language and logout) and the routed screen.
 */
export function ShellLayout({ children }: ShellLayoutProps) {
  const runtime = usePortalRuntime();
  const { config, store, navigate, changeLocale, reload } = runtime;
  const { t } = useTranslation(['shell', 'common']);
  const [pathname] = useLocation();
  const search = useSearch();
  const user = usePortalStore((state) => state.user);
  const settings = usePortalStore((state) => state.settings);
  const organizations = usePortalStore((state) => state.organizations);
  const selectedOrganizationId = usePortalStore((state) => state.selectedOrganizationId);
  const locale = usePortalStore((state) => state.locale);
  useBrowserWarning();

  const onClientList = isSamePath(pathname, HOME_PATH);
  const links: TopMenuLink[] = [
    { key: 'home', label: t('menu.home'), href: HOME_PATH, icon: 'pi pi-home', active: onClientList },
  ];
  if (settings?.['clientAssociation.enabled'] && user && isAdminRole(user.role)) {
    links.push({
      key: 'users',
      label: t('menu.users'),
      href: '/Users',
      icon: 'pi pi-users',
      active: isSamePath(pathname, '/Users'),
    });
  }

  if (user && isAdminRole(user.role)) {
    links.push({
      key: 'schedulerQueue',
      label: t('menu.schedulerQueue'),
      href: SCHEDULER_QUEUE_PATH,
      icon: 'pi pi-list',
      active: isSamePath(pathname, SCHEDULER_QUEUE_PATH),
    });
    links.push({
      key: 'schedulerShifts',
      label: t('menu.schedulerShifts'),
      href: SCHEDULER_SHIFTS_PATH,
      icon: 'pi pi-calendar',
      active: isSamePath(pathname, SCHEDULER_SHIFTS_PATH),
    });
    links.push({
      key: 'schedulerSettings',
      label: t('menu.schedulerSettings'),
      href: SCHEDULER_SETTINGS_PATH,
      icon: 'pi pi-cog',
      active: isSamePath(pathname, SCHEDULER_SETTINGS_PATH),
    });
    links.push({
      key: 'botCallsDay',
      label: t('menu.botCallsDay'),
      href: BOT_CALLS_DAY_PATH,
      icon: 'pi pi-chart-bar',
      active: isSamePath(pathname, BOT_CALLS_DAY_PATH),
    });
  }

  const organizationSelect =
    organizations.length > 0 ? (
      <LazyOrganizationSelect
        organizations={organizations}
        value={selectedOrganizationId}
        label={t('menu.organization')}
        hideLabel
        showIds={user ? isSuperAdminRole(user.role) : false}
        {...(organizations.length >= ORGANIZATION_FILTER_THRESHOLD
          ? { filterPlaceholder: t('menu.organizationFilter'), emptyFilterMessage: t('menu.organizationEmpty') }
          : {})}
        onChange={(organizationId) => {
          store.update({ selectedOrganizationId: organizationId, settings: null, initiated: false });
          runtime.queryClient.clear();
          reload(getOrganizationChangeTarget(pathname, search));
        }}
      />
    ) : undefined;

  const product = t('common:productName');
  return (
    <AppShell
      environment={config.environment}
      environmentLabel={t('environment', { environment: config.environment })}
      skipLinkLabel={t('skipToContent')}
      topMenu={
        <TopMenu
          logo={{
            src: settings?.logo ?? config.logo ?? '/logo.svg',
            alt: product,
            href: HOME_PATH,
          }}
          navigationLabel={t('menu.navigation')}
          links={links}
          organizationSelect={organizationSelect}
          search={
            settings?.['clientSearch.enabled'] && !onClientList ? (
              <Suspense fallback={null}>
                <ClientSearch />
              </Suspense>
            ) : undefined
          }
          user={{ name: user ? `${user.first_name} ${user.last_name}`.trim() : '' }}
          languageLabel={t('menu.language')}
          languages={PORTAL_LOCALES.map((code) => ({ code, label: t(`common:languages.${code}`) }))}
          language={locale}
          onLanguageChange={(code) => {
            if (code === 'en' || code === 'ja') void changeLocale(code);
          }}
          logoutLabel={t('menu.logout')}
          onLogout={() => navigate(AUTH_PATHS.logout)}
          onNavigate={(href) => navigate(href)}
        />
      }
    >
      <LazySchedulerBar />
      {children}
    </AppShell>
  );
}
