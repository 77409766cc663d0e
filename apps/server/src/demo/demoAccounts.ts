import type { SettingsInput } from '@carecall/api-client';

/** The password of every demo account (conventions.md). */
export const DEMO_PASSWORD = 'demo-password';

/** A demo organization; `parent` names its parent, `settings` what it sets apart from the demo's shared settings. */
export interface DemoOrganization {
  name: string;
  parent?: string;
  settings?: SettingsInput;
}

/** A demo user, with the organizations it belongs to directly. */
export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: 101 | 151 | 201;
  isLiftOperator: boolean;
  organizations: string[];
  /** Country code and number, or null for the account that exercises phone entry. */
  phone: { countryCode: string; number: string } | null;
  summary: string;
}

/**
 * Demo Care and its child Demo Care North, exactly as conventions.md lists them. Demo Care keeps the product's retry
 * policy for bot calls (15 minutes apart); Demo Care North tries an unanswered or busy bot call again after six
 * seconds, so a call's retries and its final outcome can be watched within a minute.
 */
export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  { name: 'Demo Care' },
  { name: 'Demo Care North', parent: 'Demo Care', settings: { 'AutomaticCalls.retry.delayMinutes': 0.1 } },
];

/** The demo accounts of conventions.md, in the order the start-up banner prints them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'super@demo.test',
    firstName: 'Sam',
    lastName: 'Super',
    role: 201,
    isLiftOperator: false,
    organizations: ['Demo Care', 'Demo Care North'],
    phone: { countryCode: '1', number: '2025550101' },
    summary: 'super admin (201), Demo Care and Demo Care North',
  },
  {
    email: 'admin@demo.test',
    firstName: 'Alex',
    lastName: 'Admin',
    role: 151,
    isLiftOperator: false,
    organizations: ['Demo Care'],
    phone: { countryCode: '1', number: '2025550102' },
    summary: 'admin (151), Demo Care',
  },
  {
    email: 'operator@demo.test',
    firstName: 'Olivia',
    lastName: 'Operator',
    role: 101,
    isLiftOperator: false,
    organizations: ['Demo Care'],
    phone: { countryCode: '1', number: '2025550103' },
    summary: 'operator (101), Demo Care',
  },
  {
    email: 'agent@demo.test',
    firstName: 'Aiden',
    lastName: 'Agent',
    role: 101,
    isLiftOperator: true,
    organizations: ['Demo Care'],
    phone: { countryCode: '1', number: '2025550104' },
    summary: 'call-centre agent (101, lift operator), Demo Care',
  },
  {
    email: 'north-admin@demo.test',
    firstName: 'Nora',
    lastName: 'North',
    role: 151,
    isLiftOperator: false,
    organizations: ['Demo Care North'],
    phone: { countryCode: '1', number: '2025550105' },
    summary: 'admin (151), Demo Care North only',
  },
  {
    email: 'new@demo.test',
    firstName: 'Nico',
    lastName: 'Newman',
    role: 101,
    isLiftOperator: false,
    organizations: ['Demo Care'],
    phone: null,
    summary: 'operator (101), Demo Care, no phone on file',
  },
];
