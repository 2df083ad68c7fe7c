import type { OperatorRole } from '../../shared/api/admin';

/** The roles (the schema module's OPERATOR_ROLES, without pulling typebox into the console). */
export const OPERATOR_ROLE_NAMES: readonly OperatorRole[] = ['cashier', 'operator', 'admin'];
