import type { SystemStatus } from '../../shared/api/system';
import { SYSTEM_STATUS } from '../../shared/api/system-rules';

/** The three root views the app can start in. */
export type RootViewName = 'app' | 'maintenance' | 'region';

/** Chooses the root view from the status call: maintenance wins over a region block. */
export function chooseRootView(
  status: Pick<SystemStatus, 'status' | 'maintenance' | 'regionRestriction'>,
): RootViewName {
  if (status.maintenance || status.status === SYSTEM_STATUS.maintenance) return 'maintenance';
  if (status.regionRestriction || status.status === SYSTEM_STATUS.regionRestricted) return 'region';
  return 'app';
}
