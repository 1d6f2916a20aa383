<?php
/**
 * Deleting the plugin removes its only option.
 *
 * @package WooIslands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'woo_islands_areas' );
