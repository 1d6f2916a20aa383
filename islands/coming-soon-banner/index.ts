import { defineIsland } from '../../src/runtime/define';
import type { ComingSoonBannerProps } from './ComingSoonBanner';

/** WooCommerce's "coming soon" footer banner for store managers (Launch Your Store). */
export default defineIsland<ComingSoonBannerProps>({
  name: 'coming-soon-banner',
  area: 'theme',
  selector: '#coming-soon-footer-banner',
  trigger: 'interaction',
  load: () => import('./ComingSoonBanner'),
});
