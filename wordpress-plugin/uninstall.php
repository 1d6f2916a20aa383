<?php
/**
 * Deleting the plugin removes its options, on every site of a multisite network.
 *
 * @package WooIslands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// The options the plugin stores on a site.
$woo_islands_delete_options = static function () {
	delete_option( 'woo_islands_areas' );
	delete_option( 'woo_islands_keep_jquery' );
};

if ( is_multisite() ) {
	// Site by site, in pages, so a large network is not read into memory at once.
	$woo_islands_page = 0;
	do {
		$woo_islands_sites = get_sites(
			array(
				'fields'   => 'ids',
				'number'   => 100,
				'offset'   => 100 * $woo_islands_page,
				'archived' => null,
				'deleted'  => null,
				'spam'     => null,
			)
		);
		foreach ( $woo_islands_sites as $woo_islands_site ) {
			switch_to_blog( $woo_islands_site );
			$woo_islands_delete_options();
			restore_current_blog();
		}
		++$woo_islands_page;
	} while ( count( $woo_islands_sites ) === 100 );
} else {
	$woo_islands_delete_options();
}
