<?php
/**
 * The plugin as a WooCommerce extension: it starts only with WooCommerce, and says which of
 * WooCommerce's features it works with.
 *
 * @package WooIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Starts the plugin's parts once WooCommerce has loaded, and declares its compatibility.
 */
class Woo_Islands_WooCommerce {

	/**
	 * WooCommerce features the plugin works with: it touches no order storage (HPOS) and leaves the
	 * cart and checkout blocks (and their scripts) alone, retiring only classic front-end scripts.
	 */
	const COMPATIBLE_FEATURES = array( 'custom_order_tables', 'cart_checkout_blocks' );

	/**
	 * Hooks WooCommerce's own moments. WooCommerce fires woocommerce_loaded (plugins_loaded) only when
	 * it is active, so without it no bundle is loaded and no script retired, and the settings are not
	 * offered (WordPress 6.5+ also refuses to activate the plugin without it: Requires Plugins).
	 */
	public static function register() {
		add_action( 'before_woocommerce_init', array( __CLASS__, 'declare_compatibility' ) );
		if ( did_action( 'woocommerce_loaded' ) ) {
			// Included late (activated during this request): WooCommerce is already there.
			self::start();
			return;
		}
		add_action( 'woocommerce_loaded', array( __CLASS__, 'start' ) );
	}

	/**
	 * Declares the features of COMPATIBLE_FEATURES (FeaturesUtil arrived in WooCommerce 7.1).
	 */
	public static function declare_compatibility() {
		if ( ! class_exists( '\Automattic\WooCommerce\Utilities\FeaturesUtil' ) ) {
			return;
		}
		foreach ( self::COMPATIBLE_FEATURES as $feature ) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( $feature, WOO_ISLANDS_FILE, true );
		}
	}

	/**
	 * The plugin's parts.
	 */
	public static function start() {
		( new Woo_Islands_Translations() )->register();
		( new Woo_Islands_Loader() )->register();
		( new Woo_Islands_Script_Retirement() )->register();
		( new Woo_Islands_Page_Builder() )->register();
		if ( is_admin() ) {
			( new Woo_Islands_Settings() )->register();
		}
	}
}
