<?php
/**
 * The request WordPress sees when a test loads it from PHP's command line: the plugin's dev script's
 * request (wordpress-plugin/cli-request.php), with the tests' user agent.
 *
 * @package WooIslands
 */

require_once dirname( __DIR__, 3 ) . '/wordpress-plugin/cli-request.php';

/**
 * Fills $_SERVER for a front-end request of PATH; returns the shop's address.
 *
 * @param string $www  The shop's WordPress folder.
 * @param string $path The request's path.
 */
function woo_islands_test_server( $www, $path ) {
	return woo_islands_cli_request( $www, $path, 'islands-php-tests' );
}
