<?php
/**
 * Renders one front-end page of a local WordPress in this PHP process with Woo Islands active and
 * optionally some plugins absent (for this request only: the database is not touched), and fails on any PHP error, warning
 * or notice raised from the Woo Islands plugin's code, or on a page without the bundle's module tag (with one
 * when WooCommerce is absent: the plugin then does nothing).
 *
 *   php wordpress-plugin/smoke-render.php WWW PATH [ABSENT]
 *   ABSENT: comma-separated plugin folders to leave out (woocommerce,ti-woocommerce-wishlist,...)
 *
 * @package WooIslands
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: php smoke-render.php WWW PATH [ABSENT]\n" );
	exit( 2 );
}
$www    = rtrim( $argv[1], '/' );
$path   = $argv[2];
$absent = array_filter( explode( ',', isset( $argv[3] ) ? $argv[3] : '' ) );

require __DIR__ . '/cli-request.php';
woo_islands_cli_request( $www, $path, 'woo-islands-smoke' );

$problems   = array();
$redirected = '';
set_error_handler(
	function ( $level, $message, $file, $line ) use ( &$problems ) {
		$ours = false !== strpos( $file, '/islands-for-woocommerce/' );
		foreach ( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS ) as $frame ) {
			$ours = $ours || ( isset( $frame['file'] ) && false !== strpos( $frame['file'], '/islands-for-woocommerce/' ) );
		}
		if ( $ours ) {
			$problems[] = "$message ($file:$line)";
		}
		return false;
	}
);

// The plugins left out, before WordPress reads the option, and where a redirect goes (hooks
// WordPress picks up at load).
$GLOBALS['wp_filter'] = array(
	'wp_redirect'           => array(
		10 => array(
			array(
				'accepted_args' => 1,
				'function'      => function ( $location ) use ( &$redirected ) {
					$redirected = (string) $location;
					return $location;
				},
			),
		),
	),
	'option_active_plugins' => array(
		10 => array(
			array(
				'accepted_args' => 1,
				'function'      => function ( $plugins ) use ( $absent ) {
					$plugins = array_filter( (array) $plugins, function ( $plugin ) use ( $absent ) {
						return 'islands-for-woocommerce/islands-for-woocommerce.php' !== $plugin && ! in_array( strtok( $plugin, '/' ), $absent, true );
					} );
					// Woo Islands itself is active for the request whatever the database says.
					return array_merge( array_values( $plugins ), array( 'islands-for-woocommerce/islands-for-woocommerce.php' ) );
				},
			),
		),
	),
);

register_shutdown_function(
	function () use ( &$problems, &$redirected, $path, $absent ) {
		$html  = ob_get_clean();
		$label = $path . ( $absent ? ' without ' . implode( ', ', $absent ) : '' );
		$error = error_get_last();
		if ( $error && in_array( $error['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
			if ( false === strpos( $error['file'], '/islands-for-woocommerce/' ) && ! $problems ) {
				// Another plugin failing without the ones left out (TI Wishlist without WooCommerce) is theirs.
				echo "\nskip  $label: another plugin failed ({$error['file']}:{$error['line']})\n";
				exit( 0 );
			}
			$problems[] = 'fatal: ' . $error['message'] . " ({$error['file']}:{$error['line']})";
		}
		$module = preg_match( '#<script type="module" src="[^"]*/islands-for-woocommerce/dist/woo-islands\.js#', (string) $html );
		if ( '' !== $redirected ) {
			$label .= " (redirected to $redirected)";
		} elseif ( in_array( 'woocommerce', $absent, true ) ) {
			// A WooCommerce extension: without WooCommerce it loads nothing and retires nothing.
			if ( $module || false !== strpos( (string) $html, 'woo_islands_params' ) ) {
				$problems[] = 'the bundle is loaded without WooCommerce';
			}
		} elseif ( ! $module ) {
			$problems[] = 'no module tag on the page';
		}
		if ( $problems ) {
			echo "FAIL  $label\n      " . implode( "\n      ", $problems ) . "\n";
			exit( 1 );
		}
		echo "ok    $label\n";
		exit( 0 );
	}
);

define( 'WP_USE_THEMES', true );
ob_start();
require "$www/wp-blog-header.php";
