<?php
/**
 * Retires the classic scripts the bundle replaces, keeping the data they were printed with.
 *
 * @package WooIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * A retired script stays enqueued, so WordPress still prints its localized params (the "-js-extra"
 * tag, printed before the script_loader_tag filter runs) and its "before" inline script, which the
 * bundle reads; only its <script src>, its translations and its "after" inline script (code that
 * calls the retired script) are dropped. Scripts that only retired ones needed (blockUI, js-cookie,
 * wp-util, jQuery itself, ...) go too; anything a kept script needs stays, even when it is enqueued
 * after its dependency was dropped (the dependency's tag is then printed just before it).
 */
class Woo_Islands_Script_Retirement {

	/**
	 * jQuery: retired only with nothing kept needing it, and kept whenever the filter
	 * woo_islands_retire_jquery says so (for a shop whose own inline code uses it undeclared).
	 */
	const JQUERY_HANDLES = array( 'jquery', 'jquery-core', 'jquery-migrate' );

	/**
	 * Dependencies a kept script lists only to hear the events of a script the bundle replaces (and
	 * whose events the bundle fires): they do not bring that script back. TI Wishlist's script asks
	 * for cart-fragments.js only for its wc_fragment_refresh trigger, which the bundle's cart hears;
	 * loading it too would refresh the cart twice.
	 */
	const EVENT_ONLY_DEPENDENCIES = array( 'tinvwl' => array( 'wc-cart-fragments' ) );

	/**
	 * Tags dropped so far in this request (handle => tag without its "before" script), in case a
	 * script enqueued later (in the footer) turns out to need one.
	 *
	 * @var array<string, string>
	 */
	private $dropped = array();

	/**
	 * Hooks the filter.
	 */
	public function register() {
		add_filter( 'script_loader_tag', array( $this, 'filter_tag' ), 20, 2 );
		// WooCommerce prints the code queued with wc_enqueue_js() at priority 25, wrapped in jQuery().
		add_action( 'wp_footer', array( $this, 'restore_jquery_for_queued_code' ), 24 );
		// Before TI Wishlist's own callback (priority 10) on the wishlist page.
		add_action( 'tinvwl_before_wishlist_template', array( $this, 'drop_wishlist_refresh_script' ), 0 );
	}

	/**
	 * TI Wishlist prints an inline jQuery script on its wishlist page that refreshes the list when
	 * another tab changes it, through its own front-end script. With the wishlist area on, that
	 * script is retired (jQuery too, as a rule) and the bundle's wishlist page follows other tabs
	 * itself, so the inline script would only throw "jQuery is not defined": it is not printed.
	 */
	public function drop_wishlist_refresh_script() {
		if ( ! Woo_Islands_Loader::is_loading() || ! Woo_Islands_Areas::is_enabled( 'wishlist' ) ) {
			return;
		}
		global $wp_filter;
		if ( empty( $wp_filter['tinvwl_before_wishlist_template'] ) ) {
			return;
		}
		foreach ( $wp_filter['tinvwl_before_wishlist_template']->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && is_object( $function[0] ) && 'refresh_wishlist_after_action' === $function[1] ) {
					remove_action( 'tinvwl_before_wishlist_template', $function, $priority );
				}
			}
		}
	}

	/**
	 * Prints jQuery back, if it was dropped, before WooCommerce's queued inline code (widgets such as
	 * the product categories dropdown use it without declaring it).
	 */
	public function restore_jquery_for_queued_code() {
		if ( ! empty( $GLOBALS['wc_queued_js'] ) ) {
			echo $this->restore_dependencies( 'jquery', wp_scripts(), array() ); // phpcs:ignore WordPress.Security.EscapeOutput -- WordPress's own script tags.
		}
	}

	/**
	 * The handles never retired on this request.
	 *
	 * @return string[]
	 */
	private function protected_handles() {
		/**
		 * Whether jQuery may be retired when no kept script declares it. False keeps it on every page.
		 *
		 * @param bool $retire Default true.
		 */
		return apply_filters( 'woo_islands_retire_jquery', true ) ? array() : self::JQUERY_HANDLES;
	}

	/**
	 * The tag WordPress prints for a script: only its "before" inline script when retired; with the
	 * tags of the retired scripts it needs put back first when kept.
	 *
	 * @param string $tag    The script's tags.
	 * @param string $handle The script's handle.
	 * @return string
	 */
	public function filter_tag( $tag, $handle ) {
		if ( is_admin() || ! Woo_Islands_Loader::is_loading() ) {
			return $tag;
		}
		$scripts = wp_scripts();
		if ( $this->is_retired( $handle, $scripts ) ) {
			$before                   = (string) $scripts->get_inline_script_tag( $handle, 'before' );
			$this->dropped[ $handle ] = '' === $before ? $tag : str_replace( $before, '', $tag );
			return $before;
		}
		return $this->restore_dependencies( $handle, $scripts, array() ) . $tag;
	}

	/**
	 * Whether a script's tag is dropped: an enabled area's script, or a dependency of one, that no
	 * kept script on the page needs.
	 *
	 * @param string     $handle  A script handle.
	 * @param WP_Scripts $scripts The registered scripts.
	 * @return bool
	 */
	public function is_retired( $handle, $scripts ) {
		$protected = $this->protected_handles();
		if ( in_array( $handle, $protected, true ) ) {
			return false;
		}
		$candidates = $this->with_dependencies( $this->area_handles(), $scripts );
		if ( ! isset( $candidates[ $handle ] ) ) {
			return false;
		}
		$kept = array();
		foreach ( $scripts->queue as $queued ) {
			if ( ! isset( $candidates[ $queued ] ) ) {
				$kept[] = $queued;
			}
		}
		return ! isset( $this->with_dependencies( $kept, $scripts, true )[ $handle ] );
	}

	/**
	 * The handles of every area the bundle handles.
	 *
	 * @return string[]
	 */
	private function area_handles() {
		$handles = array();
		foreach ( Woo_Islands_Areas::keys() as $area ) {
			if ( Woo_Islands_Areas::is_enabled( $area ) ) {
				$handles = array_merge( $handles, Woo_Islands_Areas::handles( $area ) );
			}
		}
		// jQuery only ever goes as a dependency, never as an area's own script.
		return array_diff( $handles, self::JQUERY_HANDLES );
	}

	/**
	 * Handles and every script they depend on, directly or not (the protected ones left out).
	 *
	 * @param string[]   $handles     Script handles.
	 * @param WP_Scripts $scripts     The registered scripts.
	 * @param bool       $to_load     Only the dependencies that must load (event-only ones left out).
	 * @return array<string, true>
	 */
	private function with_dependencies( array $handles, $scripts, $to_load = false ) {
		$protected = $this->protected_handles();
		$found     = array();
		$todo      = $handles;
		while ( $todo ) {
			$handle = array_pop( $todo );
			if ( isset( $found[ $handle ] ) || in_array( $handle, $protected, true ) ) {
				continue;
			}
			$found[ $handle ] = true;
			if ( isset( $scripts->registered[ $handle ] ) ) {
				$todo = array_merge( $todo, $this->dependencies( $handle, $scripts, $to_load ) );
			}
		}
		return $found;
	}

	/**
	 * The dropped tags of a kept script's dependencies, dependencies first; each given back once.
	 *
	 * @param string     $handle  A kept script's handle.
	 * @param WP_Scripts $scripts The registered scripts.
	 * @param array      $seen    Handles already visited (guards against dependency cycles).
	 * @return string
	 */
	private function restore_dependencies( $handle, $scripts, array $seen ) {
		if ( ! $this->dropped || ! isset( $scripts->registered[ $handle ] ) ) {
			return '';
		}
		$tags = '';
		foreach ( $this->dependencies( $handle, $scripts, true ) as $dep ) {
			if ( isset( $seen[ $dep ] ) ) {
				continue;
			}
			$seen[ $dep ] = true;
			$tags        .= $this->restore_dependencies( $dep, $scripts, $seen );
			if ( isset( $this->dropped[ $dep ] ) ) {
				$tags .= $this->dropped[ $dep ];
				unset( $this->dropped[ $dep ] );
			}
		}
		return $tags;
	}

	/**
	 * A registered script's dependencies.
	 *
	 * @param string     $handle  A script handle.
	 * @param WP_Scripts $scripts The registered scripts.
	 * @param bool       $to_load Leave out the event-only ones.
	 * @return string[]
	 */
	private function dependencies( $handle, $scripts, $to_load ) {
		$deps = isset( $scripts->registered[ $handle ] ) ? (array) $scripts->registered[ $handle ]->deps : array();
		if ( $to_load && isset( self::EVENT_ONLY_DEPENDENCIES[ $handle ] ) ) {
			$deps = array_diff( $deps, self::EVENT_ONLY_DEPENDENCIES[ $handle ] );
		}
		return $deps;
	}
}
