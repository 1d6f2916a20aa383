<?php
/**
 * The retirement's rules for jQuery and for what kept scripts need, on the shop page (every area on):
 * jQuery goes when nothing needs it and stays for a kept script declaring it, for inline code attached to
 * any of its three handles (each alone), for code queued with wc_enqueue_js(), and for the owner's
 * setting or the filter; a dependency dropped in the head comes back before a kept script enqueued later;
 * a retired script keeps its "before" code (the params the bundle reads) and loses its "after" code.
 *
 * @package WooIslands
 */

require __DIR__ . '/lib.php';

const WI_PAGE = '/butik/';

/**
 * Where a script's tag is in the page, or false.
 *
 * @param array  $render A render.
 * @param string $handle A handle.
 * @return int|false
 */
function wi_tag_at( array $render, $handle ) {
	return preg_match( '#<script\b[^>]*\bsrc="[^"]*"[^>]*\bid="' . preg_quote( $handle, '#' ) . '-js"#', $render['html'], $m, PREG_OFFSET_CAPTURE ) ? $m[0][1] : false;
}

// Every page of this file, rendered once, two at a time.
$wi_cases = array( 'nothing' => array() );
foreach ( Woo_Islands_Test_Jquery_Cases::inline() as $key => list( $handle, $position ) ) {
	$wi_cases[ $key ] = array( 'inline' => array( array( $handle, $position, "/* wi $key */ jQuery( document.body );" ) ) );
}
$wi_cases += array(
	'queued'   => array( 'queue_js' => '/* wi queued */' ),
	'setting'  => array( 'options' => array( 'woo_islands_keep_jquery' => '1' ) ),
	'filter'   => array( 'filters' => array( 'woo_islands_retire_jquery' => false ) ),
	'footer'   => array( 'scripts' => array( array( 'wi-theme-footer', array( 'jquery' ), true ) ) ),
	'head'     => array( 'scripts' => array( array( 'wi-theme-head', array( 'jquery-blockui' ), false ) ) ),
	'retired'  => array(
		'inline' => array(
			array( 'wc-add-to-cart', 'before', '/* wi retired before */' ),
			array( 'wc-add-to-cart', 'after', '/* wi retired after */' ),
		),
	),
);

/** The inline cases: each of jQuery's handles, code before or after it. */
class Woo_Islands_Test_Jquery_Cases {
	/**
	 * Key => [handle, position].
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function inline() {
		$cases = array();
		foreach ( array( 'jquery', 'jquery-core', 'jquery-migrate' ) as $handle ) {
			foreach ( array( 'before', 'after' ) as $position ) {
				$cases[ "$position $handle" ] = array( $handle, $position );
			}
		}
		return $cases;
	}
}

$wi_renders = null;

/**
 * The renders, made on first use.
 *
 * @param string $key A case.
 * @return array
 */
function wi_render( $key ) {
	global $wi_renders, $wi_cases;
	if ( null === $wi_renders ) {
		$jobs = array();
		foreach ( $wi_cases as $case => $config ) {
			$jobs[ $case ] = array( WI_PAGE, $config );
		}
		$wi_renders = render_pages( $jobs );
	}
	return $wi_renders[ $key ];
}

test(
	'nothing on the shop page needs jQuery: it goes with the scripts the bundle replaces',
	function () {
		$render = wi_render( 'nothing' );
		expect_same( false, wi_tag_at( $render, 'jquery-core' ), 'jquery-core' );
		expect_same( false, wi_tag_at( $render, 'wc-add-to-cart' ), 'wc-add-to-cart' );
	}
);

foreach ( Woo_Islands_Test_Jquery_Cases::inline() as $wi_key => list( $wi_handle, $wi_position ) ) {
	test(
		"inline code $wi_key keeps jQuery, printed once and in its place",
		function () use ( $wi_key, $wi_handle, $wi_position ) {
			$render = wi_render( $wi_key );
			$core   = wi_tag_at( $render, 'jquery-core' );
			expect_true( false !== $core, "$wi_key: jquery-core printed" );
			expect_true( false !== wi_tag_at( $render, 'jquery-migrate' ), "$wi_key: jquery-migrate printed" );
			expect_same( 1, substr_count( $render['html'], "/* wi $wi_key */" ), "$wi_key: the code printed" );
			$code = strpos( $render['html'], "/* wi $wi_key */" );
			// After a handle is after jQuery; before jquery-core is before it (the alias and migrate come after core).
			if ( 'after' === $wi_position || 'jquery-core' !== $wi_handle ) {
				expect_true( $code > $core, "$wi_key: the code comes after jquery-core" );
			} else {
				expect_true( $code < $core, "$wi_key: the code comes before jquery-core" );
			}
		}
	);
}

test(
	'code queued with wc_enqueue_js gets jQuery back before WooCommerce prints it',
	function () {
		$render = wi_render( 'queued' );
		$core   = wi_tag_at( $render, 'jquery-core' );
		$code   = strpos( $render['html'], '/* wi queued */' );
		expect_true( false !== $core && false !== $code && $core < $code, 'jquery-core printed before the queued code' );
	}
);

test(
	'the "Keep jQuery on every page" setting and the filter woo_islands_retire_jquery keep it',
	function () {
		expect_true( false !== wi_tag_at( wi_render( 'setting' ), 'jquery-core' ), 'with the setting: jquery-core printed' );
		expect_true( false !== wi_tag_at( wi_render( 'filter' ), 'jquery-core' ), 'with the filter: jquery-core printed' );
		// Only jQuery: the scripts the bundle replaces stay retired.
		expect_same( false, wi_tag_at( wi_render( 'setting' ), 'wc-add-to-cart' ), 'with the setting: wc-add-to-cart' );
	}
);

test(
	'a kept script declaring jQuery, enqueued in the footer after jQuery was dropped in the head, gets it just before itself',
	function () {
		$render = wi_render( 'footer' );
		$core   = wi_tag_at( $render, 'jquery-core' );
		$theme  = wi_tag_at( $render, 'wi-theme-footer' );
		expect_true( false !== $theme, 'the theme script printed' );
		expect_true( false !== $core && $core < $theme, 'jquery-core printed before it' );
		expect_same( 1, substr_count( $render['html'], 'id="jquery-core-js"' ), 'jquery-core printed once' );
	}
);

test(
	'a kept script needing a retired script brings it and its dependencies, and nothing more',
	function () {
		$render = wi_render( 'head' );
		$block  = wi_tag_at( $render, 'jquery-blockui' );
		$theme  = wi_tag_at( $render, 'wi-theme-head' );
		expect_true( false !== $block && false !== $theme && $block < $theme, 'blockUI printed before the theme script' );
		expect_true( false !== wi_tag_at( $render, 'jquery-core' ), 'jQuery printed' );
		expect_same( false, wi_tag_at( $render, 'wc-add-to-cart' ), 'wc-add-to-cart' );
	}
);

test(
	'a retired script keeps its "before" code (the params the bundle reads) and loses its "after" code',
	function () {
		$render = wi_render( 'retired' );
		expect_same( false, wi_tag_at( $render, 'wc-add-to-cart' ), 'wc-add-to-cart' );
		expect_same( 1, substr_count( $render['html'], '/* wi retired before */' ), 'the before code' );
		expect_same( 0, substr_count( $render['html'], '/* wi retired after */' ), 'the after code' );
		expect_true( false !== strpos( $render['html'], 'var wc_add_to_cart_params = ' ), 'its localized params' );
	}
);

run_tests();
