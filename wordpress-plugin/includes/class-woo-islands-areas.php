<?php
/**
 * The areas of the shop the bundle can take over, and which of them the owner left to it.
 *
 * @package WooIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Areas, their switches (option woo_islands_areas, filter woo_islands_area_enabled) and the classic
 * script handles each one retires.
 */
class Woo_Islands_Areas {

	const OPTION = 'woo_islands_areas';

	/**
	 * Every area key with its label for the settings screen.
	 *
	 * @return array<string, string>
	 */
	public static function labels() {
		return array(
			'cart'        => __( 'Cart: add to cart buttons, mini cart and cart fragments', 'islands-for-woocommerce' ),
			'product'     => __( 'Product page: variation form, gallery, zoom, lightbox, tabs and reviews', 'islands-for-woocommerce' ),
			'swatches'    => __( 'Variation swatches, with the product page\'s variation form they work in', 'islands-for-woocommerce' ),
			'wishlist'    => __( 'Wishlist', 'islands-for-woocommerce' ),
			'consent'     => __( 'Cookie consent banner and the WP Consent API', 'islands-for-woocommerce' ),
			'attribution' => __( 'Order attribution', 'islands-for-woocommerce' ),
			'theme'       => __( 'Theme and page builder', 'islands-for-woocommerce' ),
		);
	}

	/**
	 * The area keys.
	 *
	 * @return string[]
	 */
	public static function keys() {
		return array( 'cart', 'product', 'swatches', 'wishlist', 'consent', 'attribution', 'theme' );
	}

	/**
	 * The stored switches, every area present (a missing one counts as on).
	 *
	 * @return array<string, bool>
	 */
	public static function stored() {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$areas  = array();
		foreach ( self::keys() as $area ) {
			$areas[ $area ] = ! array_key_exists( $area, $stored ) || (bool) $stored[ $area ];
		}
		return $areas;
	}

	/**
	 * Whether the bundle handles an area (its classic scripts retired), after the filter.
	 *
	 * @param string $area An area key.
	 * @return bool
	 */
	public static function is_enabled( $area ) {
		$stored = self::stored();
		if ( ! isset( $stored[ $area ] ) ) {
			return false;
		}
		/**
		 * Whether the bundle handles an area. False keeps the area's classic scripts, and the bundle
		 * leaves the area to them.
		 *
		 * @param bool   $enabled The setting's value.
		 * @param string $area    cart, product, swatches, wishlist, consent, attribution or theme.
		 */
		return (bool) apply_filters( 'woo_islands_area_enabled', $stored[ $area ], $area );
	}

	/**
	 * The areas left to the classic scripts.
	 *
	 * @return string[]
	 */
	public static function disabled() {
		return array_values( array_filter( self::keys(), function ( $area ) {
			return ! self::is_enabled( $area );
		} ) );
	}

	/**
	 * The script handles an area retires; a handle listed in two areas is retired only while both are
	 * handled, and an area switched off keeps its handles whatever depends on them. Only what the
	 * bundle covers: WooCommerce's cart, checkout and account scripts (cart.js, checkout.js,
	 * country-select, address-i18n, selectWoo) stay, and so does the Storefront theme's JavaScript,
	 * whose markup no island takes over.
	 *
	 * @param string $area An area key.
	 * @return string[]
	 */
	public static function handles( $area ) {
		$handles = array(
			'cart'        => array( 'wc-add-to-cart', 'wc-cart-fragments', 'woocommerce' ),
			'product'     => array(
				'wc-single-product',
				'wc-add-to-cart-variation',
				'flexslider',
				'wc-flexslider',
				'zoom',
				'wc-zoom',
				'photoswipe',
				'wc-photoswipe',
				'photoswipe-ui-default',
				'wc-photoswipe-ui-default',
			),
			// Variation Swatches works inside WooCommerce's variation form, which the bundle takes over in
			// one piece with its swatches: given back with either area.
			'swatches'    => array( 'woo-variation-swatches', 'wc-add-to-cart-variation' ),
			'wishlist'    => array( 'tinvwl', 'tinvwl-clipboard' ),
			// The bundle's consent engine also provides wp_has_consent() and wp_set_consent().
			'consent'     => array( 'cmplz-cookiebanner', 'wp-consent-api' ),
			// WooCommerce's WP Consent API integration only feeds consent to order attribution.
			'attribution' => array( 'wc-order-attribution', 'sourcebuster-js', 'wp-consent-api-integration' ),
			'theme'       => array(),
		);
		$list = isset( $handles[ $area ] ) ? $handles[ $area ] : array();
		/**
		 * The classic script handles an area retires while the bundle handles it: add a theme's or page
		 * builder's scripts the bundle covers, or remove one to keep it.
		 *
		 * @param string[] $handles Script handles.
		 * @param string   $area    The area key.
		 */
		$list = apply_filters( 'woo_islands_area_handles', $list, $area );
		return is_array( $list ) ? array_values( array_filter( $list, 'is_string' ) ) : array();
	}
}
