import { z } from 'zod';

/**
 * The role thresholds of the specification: roles are numbers, 101 by default; 151 or more is
 * an admin; above 151 is a super admin; 201 or more (or the lift-operator flag) is a lift operator or admin.
 */
export const ROLES = {
  operator: 101,
  admin: 151,
  /** The lowest super-admin role ("above 151"); the demo super admin has 201. */
  superAdmin: 152,
  liftOperatorOrAdmin: 201,
} as const;

/** A user's role number. */
export const roleSchema = z.number().int().default(ROLES.operator);

/** Whether a role reaches the admin area. */
export function isAdminRole(role: number): boolean {
  return role >= ROLES.admin;
}

/** Whether a role is a super admin's (sees caller names, sets active periods). */
export function isSuperAdminRole(role: number): boolean {
  return role >= ROLES.superAdmin;
}

/** Whether a user sees the scheduler bar and always the Calls menu: role 201 or more, or the lift-operator flag. */
export function isLiftOperatorOrAdmin(user: { role: number; is_lift_operator?: boolean | null | undefined }): boolean {
  return user.role >= ROLES.liftOperatorOrAdmin || user.is_lift_operator === true;
}
