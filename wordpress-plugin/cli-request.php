<?php
/**
 * The request WordPress sees when a script loads it from PHP's command line (the smoke render, the
 * real-shop PHP tests): a GET of PATH on the shop's own address (WP_HOME in its wp-config.php). A dev
 * script: it stays out of the plugin's zip.
 *
 * @package WooIslands
 */

/**
 * Fills $_SERVER for a front-end GET of PATH; returns the shop's address.
 *
 * @param string $www   The shop's WordPress folder.
 * @param string $path  The request's path.
 * @param string $agent The request's user agent.
 */
function woo_islands_cli_request( $www, $path, $agent ) {
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
	$_SERVER['HTTP_USER_AGENT'] = $agent;
	return $home;
}
