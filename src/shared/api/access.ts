import Type, { type Static } from 'typebox';

/**
 * Why an API call other than the start-up calls is refused for the whole brand: maintenance
 * (503, code `maintenance`) or a region block (403, code `region.restricted`). The start-up
 * status call reports the same states without refusing.
 */

/** The `value` of a 503 maintenance answer: epoch ms of the announced end, or null. */
export const MaintenanceValueSchema = Type.Object({
  endTime: Type.Union([Type.Integer(), Type.Null()]),
});
export type MaintenanceValue = Static<typeof MaintenanceValueSchema>;

/** The `value` of a 403 region answer: the address the server saw. */
export const RegionRestrictedValueSchema = Type.Object({
  ip: Type.String(),
  country: Type.String(),
});
export type RegionRestrictedValue = Static<typeof RegionRestrictedValueSchema>;
