// On/off values as the API sends them (SPEC.md section 9): settings and links use 1/0 (tab 1 opens a
// new tab), content items use 'active'/'inactive'.

export type Flag = 0 | 1;
export type WordStatus = 'active' | 'inactive';

/** Whether a status or switch is on, whichever way the API wrote it. */
export const isOn = (v: unknown) => v === 1 || v === true || v === '1' || v === 'active';

export const toFlag = (on: boolean): Flag => (on ? 1 : 0);
