<?php
/**
 * The plugin as a WooCommerce extension: its headers, nothing done without WooCommerce, and the
 * compatibility WooCommerce reads from it.
 *
 * @package WooIslands
 */

require __DIR__ . '/lib.php';

// The plugins that stop without WooCommerce are left out with it.
const WI_WITHOUT_WOOCOMMERCE = array( 'absent' => array( 'woocommerce', 'woo-variation-swatches', 'ti-woocommerce-wishlist' ) );

test(
	'without WooCommerce the plugin loads no bundle and retires nothing: the page is the one the shop prints without it',
	function () {
		$renders = render_pages(
			array(
				'with'    => array( '/', WI_WITHOUT_WOOCOMMERCE ),
				'without' => array( '/', WI_WITHOUT_WOOCOMMERCE + array( 'plugin' => false ) ),
			)
		);
		$html = $renders['with']['html'];
		expect_true( '' !== $html && false !== strpos( $html, '</html>' ), 'the page rendered' );
		expect_same( null, $renders['with']['error'] && in_array( $renders['with']['error']['type'], array( E_ERROR, E_PARSE ), true ) ? $renders['with']['error'] : null, 'a fatal error' );
		expect_same( false, strpos( $html, 'woo-islands.js' ), 'the module tag' );
		expect_same( false, strpos( $html, 'woo_islands_params' ), 'woo_islands_params' );
		// Complianz's and the WP Consent API's scripts, which the consent area would retire, stay.
		expect_same( $renders['without']['tags'], $renders['with']['tags'], 'the scripts printed' );
		expect_true( in_array( 'cmplz-cookiebanner', $renders['with']['tags'], true ), "Complianz's banner script printed" );
	}
);

boot_wordpress();

test(
	'the headers say it needs WooCommerce and which versions it was made for',
	function () {
		$file    = WP_PLUGIN_DIR . '/' . WI_PLUGIN;
		$headers = get_file_data(
			$file,
			array(
				'name'     => 'Plugin Name',
				'requires' => 'Requires Plugins',
				'wc_min'   => 'WC requires at least',
				'wc_max'   => 'WC tested up to',
				'domain'   => 'Text Domain',
			)
		);
		expect_same( 'Islands for WooCommerce', $headers['name'], 'Plugin Name' );
		expect_same( 'woocommerce', $headers['requires'], 'Requires Plugins' );
		expect_true( (bool) preg_match( '/^\d+\.\d+$/', $headers['wc_min'] ), 'WC requires at least: ' . $headers['wc_min'] );
		// Tested up to the WooCommerce this shop runs.
		expect_true( version_compare( $headers['wc_max'], implode( '.', array_slice( explode( '.', WC()->version ), 0, 2 ) ), '>=' ), 'WC tested up to ' . $headers['wc_max'] . ' against WooCommerce ' . WC()->version );
		expect_same( 'islands-for-woocommerce', $headers['domain'], 'Text Domain' );
		// WordPress 6.5's plugin dependencies read the same header (as the Plugins screen does): WooCommerce
		// active, nothing unmet.
		WP_Plugin_Dependencies::initialize();
		expect_same( array( 'woocommerce' ), WP_Plugin_Dependencies::get_dependencies( WI_PLUGIN ), 'the dependencies WordPress sees' );
		expect_same( false, WP_Plugin_Dependencies::has_unmet_dependencies( WI_PLUGIN ), 'unmet dependencies' );
	}
);

test(
	'WooCommerce reads it as compatible with HPOS and the cart and checkout blocks',
	function () {
		$features = wc_get_container()->get( \Automattic\WooCommerce\Internal\Features\FeaturesController::class );
		foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
			$plugins = $features->get_compatible_plugins_for_feature( $feature );
			expect_true( in_array( WI_PLUGIN, $plugins['compatible'], true ), "$feature: compatible plugins " . json_encode( $plugins['compatible'] ) );
		}
	}
);

run_tests();
