import type { IslandProps } from '../../src/runtime/define';
import { useAnchorHighlight } from './anchors';
import { MenuToggle } from './MenuToggle';
import type { NavMenuProps } from './read';
import { SubMenus } from './SubMenus';

export { read } from './read';

/**
 * Elementor Pro's nav menu: the main menu's and the dropdown's sub-menus (./SubMenus.tsx), the burger
 * (./MenuToggle.tsx) and the main menu's section links. The parents' aria attributes and arrows are
 * already there (./prepare.ts, at load).
 */
export default function ElementorNavMenu({ main, dropdownMenu, dropdown, toggle, fullWidth }: IslandProps<NavMenuProps>) {
  useAnchorHighlight(main);
  return (
    <>
      {main && <SubMenus root={main} />}
      {dropdownMenu && <SubMenus root={dropdownMenu} />}
      {toggle && dropdown && <MenuToggle toggle={toggle} dropdown={dropdown} fullWidth={fullWidth} />}
    </>
  );
}
