import type { LayoutData } from '../../data/layout-data.ts';

export type MenuEntry = LayoutData['header'][number];
export type SubmenuEntry = NonNullable<Extract<MenuEntry, { submenu: unknown }>['submenu']>[number];
export type CountryEntry = LayoutData['countries'][number];
