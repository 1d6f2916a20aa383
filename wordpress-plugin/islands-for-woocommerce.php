<?php
/**
 * Plugin Name:          Islands for WooCommerce
 * Description:          Replaces WooCommerce's and its plugins' front-end scripts with one module script that turns the shop's own markup into small, lazily loaded islands.
 * Version:              0.1.0
 * Requires at least:    6.5
 * Requires PHP:         7.4
 * Requires Plugins:     woocommerce
 * WC requires at least: 8.0
 * WC tested up to:      10.0
 * License:              GPL-2.0-or-later
 * License URI:          https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:          islands-for-woocommerce
 * Domain Path:          /languages
 *
 * @package WooIslands
 */

defined( 'ABSPATH' ) || exit;

define( 'WOO_ISLANDS_VERSION', '0.1.0' );
define( 'WOO_ISLANDS_FILE', __FILE__ );

require_once __DIR__ . '/includes/class-woo-islands-areas.php';
require_once __DIR__ . '/includes/class-woo-islands-jquery.php';
require_once __DIR__ . '/includes/class-woo-islands-script-retirement.php';
require_once __DIR__ . '/includes/class-woo-islands-loader.php';
require_once __DIR__ . '/includes/class-woo-islands-page-builder.php';
require_once __DIR__ . '/includes/class-woo-islands-settings.php';
require_once __DIR__ . '/includes/class-woo-islands-translations.php';
require_once __DIR__ . '/includes/class-woo-islands-woocommerce.php';

// Everything else starts with WooCommerce (woocommerce_loaded): without it the plugin does nothing.
Woo_Islands_WooCommerce::register();
