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
 *
 * An area the owner switched off gives back exactly what the shop had: its own scripts are never
 * retired, even when a retired script of another area lists them as dependencies, and what they need
 * stays with them.
 */
class Woo_Islands_Script_Retirement {

	/**
	 * Dependencies a kept script lists only to hear the events of a script the bundle replaces (and
	 * whose events the bundle fires): they do not bring that script back. TI Wishlist's script asks
	 * for cart-fragments.js only for its wc_fragment_refresh trigger, which the bundle's cart hears;
	 * loading it too would refresh the cart twice.
	 */
	const EVENT_ONLY_DEPENDENCIES = array( 'tinvwl' => array( 'wc-cart-fragments' ) );

	/**
	 * Dependencies a script has without declaring them. WooCommerce's variation form draws the swatches
	 * of Variation Swatches only through that plugin's script (its markup hides the selects), so the
	 * classic form brings it back on the pages that have the form.
	 */
	const UNDECLARED_DEPENDENCIES = array( 'wc-add-to-cart-variation' => array( 'woo-variation-swatches' ) );

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
		if ( Woo_Islands_Jquery::has_queued_code() ) {
			echo $this->restore_dependencies( 'jquery', wp_scripts(), array() ); // phpcs:ignore WordPress.Security.EscapeOutput -- WordPress's own script tags.
		}
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
	 * Whether a script's tag is dropped: a script of an area the bundle handles, or a dependency of
	 * one, that is no script of an area given back and that no kept script on the page needs.
	 *
	 * @param string     $handle  A script handle.
	 * @param WP_Scripts $scripts The registered scripts.
	 * @return bool
	 */
	public function is_retired( $handle, $scripts ) {
		$candidates = $this->candidates( $scripts );
		if ( ! isset( $candidates[ $handle ] ) ) {
			return false;
		}
		$kept = array();
		foreach ( $this->on_page( $scripts ) as $printed ) {
			if ( ! isset( $candidates[ $printed ] ) ) {
				$kept[] = $printed;
			}
		}
		return ! isset( $this->with_dependencies( $kept, $scripts, true )[ $handle ] );
	}

	/**
	 * The scripts that may be retired: the areas' handles the bundle handles with every dependency,
	 * less the handles of the areas given back (never retired, whatever lists them) and jQuery when
	 * something needs it undeclared.
	 *
	 * @param WP_Scripts $scripts The registered scripts.
	 * @return array<string, true>
	 */
	private function candidates( $scripts ) {
		$enabled = array();
		$given   = array();
		foreach ( Woo_Islands_Areas::keys() as $area ) {
			if ( Woo_Islands_Areas::is_enabled( $area ) ) {
				$enabled = array_merge( $enabled, Woo_Islands_Areas::handles( $area ) );
			} else {
				$given = array_merge( $given, Woo_Islands_Areas::handles( $area ) );
			}
		}
		$never = Woo_Islands_Jquery::may_retire( $scripts ) ? $given : array_merge( $given, Woo_Islands_Jquery::HANDLES );
		// jQuery only ever goes as a dependency, never as an area's own script.
		return $this->with_dependencies( array_diff( $enabled, Woo_Islands_Jquery::HANDLES ), $scripts, false, $never );
	}

	/**
	 * Every script WordPress prints on this page so far: the enqueued ones, their dependencies being
	 * printed now and those already printed.
	 *
	 * @param WP_Scripts $scripts The registered scripts.
	 * @return string[]
	 */
	private function on_page( $scripts ) {
		return array_unique( array_merge( (array) $scripts->queue, (array) $scripts->to_do, (array) $scripts->done ) );
	}

	/**
	 * Handles and every script they depend on, directly or not, the excluded ones (and what only they
	 * lead to) left out.
	 *
	 * @param string[]   $handles  Script handles.
	 * @param WP_Scripts $scripts  The registered scripts.
	 * @param bool       $to_load  Only the dependencies that must load (event-only ones left out,
	 *                             undeclared ones added).
	 * @param string[]   $excluded Handles not followed.
	 * @return array<string, true>
	 */
	private function with_dependencies( array $handles, $scripts, $to_load = false, array $excluded = array() ) {
		$found = array();
		$todo  = $handles;
		while ( $todo ) {
			$handle = array_pop( $todo );
			if ( isset( $found[ $handle ] ) || in_array( $handle, $excluded, true ) ) {
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
	 * @param bool       $to_load Leave out the event-only ones, add the undeclared ones.
	 * @return string[]
	 */
	private function dependencies( $handle, $scripts, $to_load ) {
		$deps = isset( $scripts->registered[ $handle ] ) ? (array) $scripts->registered[ $handle ]->deps : array();
		if ( $to_load && isset( self::EVENT_ONLY_DEPENDENCIES[ $handle ] ) ) {
			$deps = array_diff( $deps, self::EVENT_ONLY_DEPENDENCIES[ $handle ] );
		}
		if ( $to_load && isset( self::UNDECLARED_DEPENDENCIES[ $handle ] ) ) {
			$deps = array_merge( $deps, self::UNDECLARED_DEPENDENCIES[ $handle ] );
		}
		return array_values( $deps );
	}
}
