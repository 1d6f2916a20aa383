<?php
/**
 * Plugin Name: Islands for WooCommerce: real-shop test switches
 * Description: The real-shop suite's must-use plugin (test/real-shop/mu-plugins, copied into the shop by
 *              the suite's setup). Inert unless a request carries the cookie wi_test, whose value names
 *              switches separated by "|", so each test turns on what it needs for its own browser only:
 *   inline:<handle>:<before|after>  inline code using jQuery attached to a script (wp_add_inline_script);
 *                                   it marks the body with data-inline-<handle>-<position>="<jQuery version>"
 *   queued-js                       code queued with wc_enqueue_js(); it marks the body with data-queued-js
 *   fault:<wc-ajax endpoint>:500    the endpoint dies of a PHP fatal error (WordPress's 500 page)
 *   fault:<wc-ajax endpoint>:html   the endpoint answers 200 with an HTML page (a host's error page)
 *   fault:<wc-ajax endpoint>:timeout  the endpoint holds the request WI_TEST_HOLD seconds, does nothing, and
 *                                   answers 504 as a proxy that gave up would
 *   nonce-expired                   the nonces printed earlier no longer verify (the nonce tick moved on);
 *                                   a nonce made now does
 *   uncover:<widget type>           the plugin takes that page-builder widget for one the bundle does not
 *                                   cover: a page with it keeps Elementor's runtime
 *
 * @package WooIslands
 */

defined( 'ABSPATH' ) || exit;

/** How long a held request waits: the page's client has given up long before (its clock is run forward). */
const WI_TEST_HOLD = 3;

/**
 * The switches this request carries.
 *
 * @return string[]
 */
function wi_test_switches() {
	$value = isset( $_COOKIE['wi_test'] ) ? sanitize_text_field( wp_unslash( $_COOKIE['wi_test'] ) ) : '';
	return '' === $value ? array() : explode( '|', $value );
}

foreach ( wi_test_switches() as $wi_test_switch ) {
	$wi_test_words = explode( ':', $wi_test_switch );
	switch ( $wi_test_words[0] ) {
		case 'inline':
			list( , $wi_handle, $wi_position ) = $wi_test_words + array( '', '', 'after' );
			add_action(
				'wp_enqueue_scripts',
				function () use ( $wi_handle, $wi_position ) {
					$mark = wp_json_encode( "data-inline-$wi_handle-$wi_position" );
					// Code after its script runs at once; code before it waits for the page, as such code must.
					$code = 'after' === $wi_position
						? "jQuery( function ( $ ) { $( document.body ).attr( $mark, $.fn.jquery ); } );"
						: "document.addEventListener( 'DOMContentLoaded', function () { jQuery( document.body ).attr( $mark, jQuery.fn.jquery ); } );";
					wp_add_inline_script( $wi_handle, $code, $wi_position );
				},
				100
			);
			break;
		case 'queued-js':
			// While the page renders, as WooCommerce's widgets queue theirs.
			add_action(
				'wp_footer',
				function () {
					wc_enqueue_js( "$( document.body ).attr( 'data-queued-js', $.fn.jquery );" );
				},
				1
			);
			break;
		case 'fault':
			list( , $wi_endpoint, $wi_kind ) = $wi_test_words + array( '', '', '500' );
			add_action(
				'wc_ajax_' . $wi_endpoint,
				function () use ( $wi_endpoint, $wi_kind ) {
					wi_test_fail( $wi_endpoint, $wi_kind );
				},
				0
			);
			break;
		case 'nonce-expired':
			// The tick WordPress counts nonces in moves with their lifetime: another lifetime, another tick.
			add_filter(
				'nonce_life',
				function () {
					return 30 * DAY_IN_SECONDS;
				}
			);
			break;
		case 'uncover':
			// The plugin counts this page-builder widget type as one the bundle does not cover, so a page
			// with it keeps Elementor's runtime (the plugin's filter woo_islands_page_builder_covered_widgets).
			$wi_widget = isset( $wi_test_words[1] ) ? $wi_test_words[1] : '';
			add_filter(
				'woo_islands_page_builder_covered_widgets',
				function ( $widgets ) use ( $wi_widget ) {
					return array_values( array_diff( (array) $widgets, array( $wi_widget ) ) );
				}
			);
			break;
	}
}

/**
 * Ends the request the way a failing server does.
 *
 * @param string $endpoint The wc-ajax endpoint.
 * @param string $kind     500, html or timeout.
 */
function wi_test_fail( $endpoint, $kind ) {
	if ( 'html' === $kind ) {
		status_header( 200 );
		header( 'Content-Type: text/html; charset=UTF-8' );
		echo '<!DOCTYPE html><html><head><title>Just a moment…</title></head><body><h1>Checking your browser</h1><p>This request was held by the host.</p></body></html>';
		exit;
	}
	if ( 'timeout' === $kind ) {
		sleep( WI_TEST_HOLD );
		status_header( 504 );
		header( 'Content-Type: text/html; charset=UTF-8' );
		echo '<!DOCTYPE html><html><body><h1>504 Gateway Time-out</h1></body></html>';
		exit;
	}
	// A real fatal error: WordPress's handler answers 500 with its "critical error" message.
	throw new RuntimeException( "Islands test switch: $endpoint failing" );
}
