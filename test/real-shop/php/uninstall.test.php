<?php
/**
 * Deleting the plugin removes its options: on the shop, and on every site of a multisite network (a
 * scratch network beside the shop, multisite.php: three sites, each with both options stored).
 *
 * @package WooIslands
 */

require __DIR__ . '/lib.php';

const WI_OPTIONS = array( 'woo_islands_areas', 'woo_islands_keep_jquery' );

/**
 * Runs a step of multisite.php in its own process.
 *
 * @param string ...$args The step and its arguments.
 * @return string What it printed.
 */
function wi_network( ...$args ) {
	$command = implode( ' ', array_map( 'escapeshellarg', array_merge( array( PHP_BINARY, __DIR__ . '/multisite.php', WI_WWW ), $args ) ) );
	exec( "$command 2>&1", $output, $status );
	if ( 0 !== $status ) {
		throw new WI_Failure( 'multisite.php ' . implode( ' ', $args ) . ': ' . implode( "\n", array_slice( $output, -5 ) ) );
	}
	return implode( "\n", $output );
}

test(
	'on a network, deleting the plugin removes its options from every site',
	function () {
		wi_network( 'drop' );
		try {
			wi_network( 'install' );
			wi_network( 'sites', '3' );
			$before = json_decode( wi_network( 'options' ), true );
			expect_same( array( 1, 2, 3 ), array_keys( $before ), 'the sites' );
			foreach ( $before as $site => $options ) {
				expect_same( array( array( 'cart' => false ), '1' ), array_values( $options ), "site $site's options before" );
			}
			expect_same( 'uninstalled', wi_network( 'uninstall' ), 'the uninstall' );
			foreach ( json_decode( wi_network( 'options' ), true ) as $site => $options ) {
				expect_same( array( null, null ), array_values( $options ), "site $site's options after" );
			}
		} finally {
			wi_network( 'drop' );
		}
	}
);

boot_wordpress( '/', true );

test(
	'on the shop, deleting the plugin removes both its options',
	function () {
		$kept = array();
		foreach ( WI_OPTIONS as $option ) {
			$kept[ $option ] = stored_option( $option );
		}
		try {
			update_option( 'woo_islands_areas', array( 'cart' => false ) );
			update_option( 'woo_islands_keep_jquery', '1' );
			expect_true( uninstall_plugin( WI_PLUGIN ), 'WordPress ran the uninstall' );
			foreach ( WI_OPTIONS as $option ) {
				expect_same( null, stored_option( $option ), $option );
			}
		} finally {
			foreach ( $kept as $option => $value ) {
				null === $value ? delete_option( $option ) : update_option( $option, $value );
			}
		}
	}
);

run_tests();
