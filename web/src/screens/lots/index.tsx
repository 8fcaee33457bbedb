import type { ScreenDef } from '../../screen';

export const screens: ScreenDef[] = [];
