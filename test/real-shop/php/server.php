<?php
/**
 * The request WordPress sees when a test loads it from PHP's command line: a GET of PATH on the
 * shop's own address (WP_HOME in its wp-config.php).
 *
 * @package WooIslands
 */

/**
 * Fills $_SERVER for a front-end request of PATH.
 *
 * @param string $www  The shop's WordPress folder.
 * @param string $path The request's path.
 */
function woo_islands_test_server( $www, $path ) {
	$home = 'http://127.0.0.1';
	if ( preg_match( "/define\(\s*'WP_HOME',\s*'([^']+)'/", (string) file_get_contents( "$www/wp-config.php" ), $m ) ) {
		$home = $m[1];
	}
	$parts                      = parse_url( $home );
	$_SERVER['HTTP_HOST']       = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	$_SERVER['SERVER_NAME']     = $parts['host'];
	$_SERVER['SERVER_PORT']     = (string) ( isset( $parts['port'] ) ? $parts['port'] : 80 );
	$_SERVER['REQUEST_URI']     = $path;
	$_SERVER['REQUEST_METHOD']  = 'GET';
	$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
	$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
	$_SERVER['HTTP_USER_AGENT'] = 'islands-php-tests';
	return $home;
}
