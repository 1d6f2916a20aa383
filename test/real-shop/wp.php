<?php
// Runs WordPress calls for the real-shop tests in one process (booting WordPress costs ~0.3 s):
//   php wp.php <docroot> <url> <command> [<command> ...]
// each command being its words joined by U+001F: activate <plugin folder> | option <name> <JSON value> |
// coupon <code> <percent> | language <locale> (the site language, as Settings → General sets it).
if ( $argc < 3 ) {
	fwrite( STDERR, "usage: php wp.php <docroot> <url> <command>...\n" );
	exit( 2 );
}
$parts                      = parse_url( $argv[2] );
$_SERVER['HTTP_HOST']       = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
$_SERVER['SERVER_NAME']     = $parts['host'];
$_SERVER['SERVER_PORT']     = (string) ( $parts['port'] ?? 80 );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

foreach ( array_slice( $argv, 3 ) as $command ) {
	$words = explode( "\x1f", $command );
	switch ( $words[0] ) {
		case 'activate':
			// The plugin in that folder, whatever its main file is called.
			$found = array_keys( get_plugins( '/' . $words[1] ) );
			if ( ! $found ) {
				fwrite( STDERR, "no plugin in wp-content/plugins/{$words[1]}\n" );
				exit( 1 );
			}
			$result = activate_plugin( $words[1] . '/' . $found[0] );
			if ( is_wp_error( $result ) ) {
				fwrite( STDERR, $result->get_error_message() . "\n" );
				exit( 1 );
			}
			echo "active: {$words[1]}/{$found[0]}\n";
			break;
		case 'option':
			update_option( $words[1], json_decode( $words[2], true ) );
			echo "option {$words[1]} = {$words[2]}\n";
			break;
		case 'coupon':
			$coupon = new WC_Coupon();
			$coupon->set_code( $words[1] );
			$coupon->set_discount_type( 'percent' );
			$coupon->set_amount( (float) $words[2] );
			$coupon->save();
			echo "coupon {$words[1]}: {$words[2]} %\n";
			break;
		case 'language':
			// en_US is WordPress's own language: no files. Another needs WordPress's files for it in
			// wp-content/languages (a shop installed with that LOCALE), or the setting would not hold.
			$locale = 'en_US' === $words[1] ? '' : $words[1];
			if ( '' !== $locale && ! in_array( $locale, get_available_languages(), true ) ) {
				fwrite( STDERR, "no {$words[1]} files in wp-content/languages: install the shop with LOCALE={$words[1]}\n" );
				exit( 1 );
			}
			update_option( 'WPLANG', $locale );
			echo 'language ' . ( get_option( 'WPLANG' ) ?: 'en_US' ) . "\n";
			break;
		default:
			fwrite( STDERR, "unknown command {$words[0]}\n" );
			exit( 2 );
	}
}
