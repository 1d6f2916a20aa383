<?php
/**
 * When jQuery stays on a page although the scripts the bundle replaces were its only declared users.
 *
 * @package WooIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * jQuery is retired with the scripts that needed it, unless something else on the page needs it too:
 * a kept script declaring it (the retirement's dependency rules see to that), or code that uses it
 * without declaring it, which this class knows about:
 * - inline code attached before or after `jquery`, `jquery-core` or `jquery-migrate`
 *   (wp_add_inline_script): WordPress prints it whatever happens to the script's tag;
 * - code queued with wc_enqueue_js(), which WooCommerce prints in the footer wrapped in jQuery();
 * - the owner's "Keep jQuery on every page" setting, for a theme using it undeclared, or the filter
 *   woo_islands_retire_jquery.
 */
class Woo_Islands_Jquery {

	const HANDLES = array( 'jquery', 'jquery-core', 'jquery-migrate' );

	/** Option: '1' keeps jQuery on every page. */
	const OPTION = 'woo_islands_keep_jquery';

	/**
	 * Whether the owner keeps jQuery on every page.
	 *
	 * @return bool
	 */
	public static function kept_by_setting() {
		return (bool) get_option( self::OPTION, false );
	}

	/**
	 * Whether jQuery may go on this page when no kept script declares it.
	 *
	 * @param WP_Scripts $scripts The registered scripts.
	 * @return bool
	 */
	public static function may_retire( $scripts ) {
		/**
		 * Whether jQuery may be retired when nothing on the page needs it. False keeps it on every page.
		 *
		 * @param bool $retire Default: true, unless the "Keep jQuery on every page" setting is on.
		 */
		$retire = (bool) apply_filters( 'woo_islands_retire_jquery', ! self::kept_by_setting() );
		return $retire && ! self::has_inline_code( $scripts ) && ! self::has_queued_code();
	}

	/**
	 * Whether inline code is attached to any of jQuery's handles.
	 *
	 * @param WP_Scripts $scripts The registered scripts.
	 * @return bool
	 */
	public static function has_inline_code( $scripts ) {
		foreach ( self::HANDLES as $handle ) {
			foreach ( array( 'before', 'after' ) as $position ) {
				$code = $scripts->get_data( $handle, $position );
				if ( is_array( $code ) && array_filter( $code, 'strlen' ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Whether code queued with wc_enqueue_js() waits to be printed.
	 *
	 * @return bool
	 */
	public static function has_queued_code() {
		return ! empty( $GLOBALS['wc_queued_js'] );
	}
}
