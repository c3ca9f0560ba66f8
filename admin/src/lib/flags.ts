// On/off values as the API sends them (SPEC.md section 9): settings and links use 1/0 (tab 1 opens a
// new tab), content items use 'active'/'inactive'.

import type { Flag } from '../../../server/api-types.ts';

export type { Flag, WordStatus } from '../../../server/api-types.ts';

/** Whether a status or switch is on, whichever way the API wrote it. */
export const isOn = (v: unknown) => v === 1 || v === true || v === '1' || v === 'active';

export const toFlag = (on: boolean): Flag => (on ? 1 : 0);
