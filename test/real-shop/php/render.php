<?php
/**
 * Renders one front-end page of the real shop in this PHP process, as the shop's server would, with a
 * configuration applied for this request only (the database is not touched), and prints what the page
 * printed as JSON: the HTML, the script tags (by handle) and the registered dependencies of every
 * script WordPress handled.
 *
 *   php render.php WWW PATH [CONFIG_JSON]
 *
 * CONFIG_JSON (all optional):
 *   plugin:   true (default) | false       Islands for WooCommerce active for this request
 *   absent:   ["woocommerce", ...]          plugin folders left out for this request
 *   options:  {"woo_islands_areas": {...}}  option values for this request (pre_option)
 *   filters:  {"woo_islands_retire_jquery": false}  filters answering a constant
 *   inline:   [["jquery-core", "after", "code"], ...]  wp_add_inline_script at wp_enqueue_scripts
 *   queue_js: "code"                        wc_enqueue_js() while the page renders
 *   scripts:  [["handle", ["deps"], in_footer], ...]  scripts enqueued (src: a file of this shop)
 *   cart:     [product id, ...]              put in the cart before the page renders
 *
 * @package WooIslands
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: php render.php WWW PATH [CONFIG_JSON]\n" );
	exit( 2 );
}
$www    = rtrim( $argv[1], '/' );
$path   = $argv[2];
$config = isset( $argv[3] ) ? json_decode( $argv[3], true ) : array();
$config = is_array( $config ) ? $config : array();

require __DIR__ . '/server.php';
woo_islands_test_server( $www, $path );

$plugin = 'islands-for-woocommerce/islands-for-woocommerce.php';
$on     = ! isset( $config['plugin'] ) || $config['plugin'];
$absent = isset( $config['absent'] ) ? (array) $config['absent'] : array();
$hooks  = array();

$hooks['option_active_plugins'][] = function ( $plugins ) use ( $plugin, $on, $absent ) {
	$plugins = array_values(
		array_filter(
			(array) $plugins,
			function ( $active ) use ( $plugin, $absent ) {
				return $active !== $plugin && ! in_array( strtok( $active, '/' ), $absent, true );
			}
		)
	);
	return $on ? array_merge( $plugins, array( $plugin ) ) : $plugins;
};
foreach ( isset( $config['options'] ) ? (array) $config['options'] : array() as $name => $value ) {
	$hooks[ 'pre_option_' . $name ][] = function () use ( $value ) {
		return $value;
	};
}
foreach ( isset( $config['filters'] ) ? (array) $config['filters'] : array() as $name => $value ) {
	$hooks[ $name ][] = function () use ( $value ) {
		return $value;
	};
}
if ( ! empty( $config['inline'] ) || ! empty( $config['scripts'] ) ) {
	$hooks['wp_enqueue_scripts'][] = array(
		100,
		function () use ( $config ) {
			foreach ( isset( $config['scripts'] ) ? $config['scripts'] : array() as $script ) {
				// Any file of the shop will do as a source: what matters is the tag.
				wp_enqueue_script( $script[0], includes_url( 'js/hoverintent-js.min.js' ), $script[1], '1', ! empty( $script[2] ) );
			}
			foreach ( isset( $config['inline'] ) ? $config['inline'] : array() as $inline ) {
				wp_add_inline_script( $inline[0], $inline[2], $inline[1] );
			}
		},
	);
}
if ( isset( $config['queue_js'] ) ) {
	$hooks['wp_footer'][] = array(
		1,
		function () use ( $config ) {
			wc_enqueue_js( $config['queue_js'] );
		},
	);
}
if ( ! empty( $config['cart'] ) ) {
	$hooks['wp_loaded'][] = array(
		100,
		function () use ( $config ) {
			foreach ( $config['cart'] as $product ) {
				WC()->cart->add_to_cart( (int) $product );
			}
		},
	);
}
$hooks['wp_redirect'][] = function ( $location ) {
	$GLOBALS['woo_islands_redirect'] = $location;
	return $location;
};

// Hooks WordPress picks up at load (before any plugin could read an option).
$GLOBALS['wp_filter'] = array();
foreach ( $hooks as $name => $callbacks ) {
	foreach ( $callbacks as $callback ) {
		list( $priority, $function ) = is_array( $callback ) && is_int( $callback[0] ) ? $callback : array( 10, $callback );
		$GLOBALS['wp_filter'][ $name ][ $priority ][] = array(
			'accepted_args' => 1,
			'function'      => $function,
		);
	}
}

register_shutdown_function(
	function () {
		$html    = (string) ob_get_clean();
		$scripts = function_exists( 'wp_scripts' ) ? wp_scripts() : null;
		$tags    = array();
		// Every <script> with a src, by the handle in its id (WordPress prints id="<handle>-js").
		if ( preg_match_all( '#<script\b[^>]*\bsrc="([^"]*)"[^>]*>#', $html, $found, PREG_SET_ORDER ) ) {
			foreach ( $found as $tag ) {
				if ( preg_match( '#\bid="([^"]+)-js"#', $tag[0], $id ) ) {
					$tags[] = $id[1];
				}
			}
		}
		$deps = array();
		if ( $scripts ) {
			foreach ( $scripts->registered as $handle => $script ) {
				$deps[ $handle ] = array(
					'src'  => (bool) $script->src,
					'deps' => array_values( (array) $script->deps ),
				);
			}
		}
		echo wp_json_encode(
			array(
				'html'     => $html,
				'tags'     => $tags,
				'handled'  => $scripts ? array_values( $scripts->done ) : array(),
				'scripts'  => $deps,
				'redirect' => isset( $GLOBALS['woo_islands_redirect'] ) ? $GLOBALS['woo_islands_redirect'] : '',
				'error'    => error_get_last(),
			)
		);
	}
);

define( 'WP_USE_THEMES', true );
ob_start();
require "$www/wp-blog-header.php";
