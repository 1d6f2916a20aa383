<?php
/**
 * Exact switches, page type by page type: each area switched off alone gives back the scripts the shop
 * printed for it without the plugin, with everything they need, and nothing else comes back. The
 * rendered pages are compared three ways: the shop without the plugin (what it had), the plugin with
 * every area on, and the plugin with one area off.
 *
 * @package WooIslands
 */

require __DIR__ . '/lib.php';

// One page of each type whose scripts differ: an archive (the home page, categories and the wishlist page
// print the same), a product, the cart, the checkout (with an item in the cart), the account and, on a
// shop installed with Elementor, its page.
$wi_pages = array(
	'archive'  => array( '/butik/', array() ),
	'product'  => array( '/produkt/forklade/', array() ),
	'cart'     => array( '/varukorg/', array( 'cart' => array( 20 ) ) ),
	'checkout' => array( '/checkout/', array( 'cart' => array( 20 ) ) ),
	'account'  => array( '/mitt-konto/', array() ),
	'builder'  => array( '/elementor-demo/', array() ),
);
const WI_AREAS = array( 'cart', 'product', 'swatches', 'wishlist', 'consent', 'attribution', 'theme' );

// Each area's own handles, as the plugin lists them (its filters applied).
// The rules the plugin states, checked here as the shop must see them: a dependency TI Wishlist lists only
// to trigger an event does not bring cart-fragments.js back; WooCommerce's variation form needs Variation
// Swatches' script for the swatches it was printed with, and that script works only inside the form.
const WI_EVENT_ONLY = array( 'tinvwl' => array( 'wc-cart-fragments' ) );
const WI_UNDECLARED = array(
	'wc-add-to-cart-variation' => array( 'woo-variation-swatches' ),
	'woo-variation-swatches'   => array( 'wc-add-to-cart-variation' ),
);

/**
 * What a script needs to run, transitively, through scripts without a source (aliases such as jquery).
 *
 * @param string $handle  A handle.
 * @param array  $scripts render.php's registered scripts (handle => src, deps).
 * @param array  $seen    Visited.
 * @return string[]
 */
function wi_needs( $handle, array $scripts, array &$seen = array() ) {
	$deps = isset( $scripts[ $handle ] ) ? $scripts[ $handle ]['deps'] : array();
	$deps = array_diff( $deps, isset( WI_EVENT_ONLY[ $handle ] ) ? WI_EVENT_ONLY[ $handle ] : array() );
	$deps = array_merge( $deps, isset( WI_UNDECLARED[ $handle ] ) ? WI_UNDECLARED[ $handle ] : array() );
	$needed = array();
	foreach ( $deps as $dep ) {
		if ( isset( $seen[ $dep ] ) ) {
			continue;
		}
		$seen[ $dep ] = true;
		$needed[]     = $dep;
		$needed       = array_merge( $needed, wi_needs( $dep, $scripts, $seen ) );
	}
	return $needed;
}

/**
 * The printed script tags of a render that are scripts with a source.
 *
 * @param array $render A render.
 * @return string[]
 */
function wi_tags( array $render ) {
	return array_values( array_unique( $render['tags'] ) );
}

/**
 * The area's handles, read from the plugin in this process.
 *
 * @return array<string, string[]>
 */
function wi_area_handles() {
	static $handles = null;
	if ( null === $handles ) {
		boot_wordpress( '/butik/' );
		$handles = array();
		foreach ( WI_AREAS as $area ) {
			$handles[ $area ] = Woo_Islands_Areas::handles( $area );
		}
	}
	return $handles;
}

$wi_renders = null;

/**
 * Every render the tests compare, made once: without the plugin, with it, and with each area off on the
 * pages where the shop prints any of that area's scripts.
 *
 * @return array<string, array>
 */
function wi_renders() {
	global $wi_renders, $wi_pages;
	if ( null !== $wi_renders ) {
		return $wi_renders;
	}
	$jobs = array();
	foreach ( $wi_pages as $type => list( $path, $config ) ) {
		$jobs[ "off $type" ] = array( $path, $config + array( 'plugin' => false ) );
		$jobs[ "on $type" ]  = array( $path, $config );
	}
	$first = render_pages( $jobs );
	foreach ( $wi_pages as $type => $page ) {
		// A page the shop does not have (the builder's, without Elementor) is left out.
		if ( ! $first[ "off $type" ]['tags'] || '' !== $first[ "off $type" ]['redirect'] ) {
			unset( $first[ "off $type" ], $first[ "on $type" ], $wi_pages[ $type ] );
		}
	}
	$jobs = array();
	foreach ( wi_area_handles() as $area => $handles ) {
		foreach ( $wi_pages as $type => list( $path, $config ) ) {
			if ( array_intersect( $handles, wi_tags( $first[ "off $type" ] ) ) ) {
				$jobs[ "$area $type" ] = array( $path, $config + array( 'options' => array( 'woo_islands_areas' => array( $area => false ) ) ) );
			}
		}
	}
	$wi_renders = $first + render_pages( $jobs );
	return $wi_renders;
}

foreach ( WI_AREAS as $wi_area ) {
	test(
		"$wi_area off alone: its scripts are back on every page type with what they need, the bundle is told, and no other area's script comes back",
		function () use ( $wi_area ) {
			global $wi_pages;
			$renders = wi_renders();
			$handles = wi_area_handles()[ $wi_area ];
			$checked = 0;
			foreach ( array_keys( $wi_pages ) as $type ) {
				if ( ! isset( $renders[ "$wi_area $type" ] ) ) {
					// The shop prints none of the area's scripts there: nothing to give back.
					expect_same( array(), array_values( array_intersect( $handles, wi_tags( $renders[ "off $type" ] ) ) ), "$wi_area's scripts the shop prints on the $type page" );
					continue;
				}
				++$checked;
				$shop    = wi_tags( $renders[ "off $type" ] );
				$ours    = wi_tags( $renders[ "on $type" ] );
				$render  = $renders[ "$wi_area $type" ];
				$printed = wi_tags( $render );
				$scripts = $render['scripts'];
				$where   = "$wi_area off, $type page";

				// Its own scripts, as the shop printed them.
				$own = array_values( array_intersect( $handles, $shop ) );
				expect_same( $own, array_values( array_intersect( $own, $printed ) ), "$where: the area's scripts printed" );

				// What every printed script needs is printed (scripts without a source stand for their dependencies).
				foreach ( $printed as $handle ) {
					foreach ( wi_needs( $handle, $scripts ) as $dep ) {
						if ( ! empty( $scripts[ $dep ]['src'] ) && in_array( $dep, $shop, true ) ) {
							expect_true( in_array( $dep, $printed, true ), "$where: $handle is printed without $dep, which it needs" );
						}
					}
				}

				// Nothing else came back: what was added to the page with every area on is the area's
				// scripts and what they need.
				$given_back = $own;
				foreach ( $own as $handle ) {
					$given_back = array_merge( $given_back, wi_needs( $handle, $scripts ) );
				}
				$extra = array_values( array_diff( $printed, $ours, $given_back ) );
				expect_same( array(), $extra, "$where: scripts back that the area does not need" );
				expect_same( array(), array_values( array_diff( $printed, $shop, array( 'woo-islands' ) ) ), "$where: scripts the shop itself does not print" );

				// The bundle is loaded and leaves that area to them.
				expect_true( 1 === preg_match_all( '#<script type="module" src="[^"]*/islands-for-woocommerce/dist/woo-islands\.js#', $render['html'] ), "$where: one module tag" );
				expect_true( false !== strpos( $render['html'], 'var woo_islands_params = {"disabled_areas":["' . $wi_area . '"]' ), "$where: woo_islands_params.disabled_areas names the area" );
			}
			if ( 'theme' !== $wi_area ) {
				// Every area but the theme's has scripts on the shop (the theme's are the page builder's, when the plugin lists them).
				expect_true( $checked > 0, "$wi_area: no page prints its scripts" );
			}
		}
	);
}

test(
	'with every area on, none of the areas\' own scripts is printed where nothing kept needs it',
	function () {
		global $wi_pages;
		$renders = wi_renders();
		$all     = array_merge( ...array_values( wi_area_handles() ) );
		foreach ( array_keys( $wi_pages ) as $type ) {
			$render  = $renders[ "on $type" ];
			$printed = wi_tags( $render );
			$needed  = array();
			foreach ( array_diff( $printed, $all ) as $kept ) {
				$needed = array_merge( $needed, wi_needs( $kept, $render['scripts'] ) );
			}
			expect_same( array(), array_values( array_diff( array_intersect( $all, $printed ), $needed ) ), "every area on, $type page: area scripts printed" );
			expect_true( false !== strpos( $render['html'], 'var woo_islands_params = {"disabled_areas":[]' ), "every area on, $type page: no area disabled" );
		}
	}
);

run_tests();
