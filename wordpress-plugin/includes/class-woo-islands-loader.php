<?php
/**
 * Loads the bundle on the shop's pages.
 *
 * @package WooIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues dist/woo-islands.js as a script module and tells it which areas to leave alone.
 */
class Woo_Islands_Loader {

	const HANDLE = 'woo-islands';

	/**
	 * Hooks the front end (wp_enqueue_scripts does not run in the admin or on the login screen).
	 */
	public function register() {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		// Early in the head: before any script that could read it, and long before the module runs.
		add_action( 'wp_head', array( $this, 'print_params' ), 2 );
	}

	/**
	 * The bundle's file on disk.
	 *
	 * @return string
	 */
	public static function bundle_path() {
		return plugin_dir_path( WOO_ISLANDS_FILE ) . 'dist/woo-islands.js';
	}

	/**
	 * Whether this front-end request loads the bundle. Without the built file (or on WordPress
	 * before script modules) nothing is retired either: the shop keeps its own scripts.
	 *
	 * @return bool
	 */
	public static function is_loading() {
		return ! is_admin() && function_exists( 'wp_enqueue_script_module' ) && is_readable( self::bundle_path() );
	}

	/**
	 * Enqueues the module. The version changes with each build, so browsers fetch the new entry; its
	 * chunks are named by content hash and resolved against the entry's URL.
	 */
	public function enqueue() {
		if ( ! self::is_loading() ) {
			return;
		}
		wp_enqueue_script_module(
			self::HANDLE,
			plugins_url( 'dist/woo-islands.js', WOO_ISLANDS_FILE ),
			array(),
			WOO_ISLANDS_VERSION . '.' . filemtime( self::bundle_path() )
		);
	}

	/**
	 * Prints woo_islands_params: the areas the owner keeps the classic scripts for, and the bundle's
	 * texts in the page's language (Woo_Islands_Translations::params()).
	 */
	public function print_params() {
		if ( ! self::is_loading() ) {
			return;
		}
		$params = array( 'disabled_areas' => Woo_Islands_Areas::disabled() ) + Woo_Islands_Translations::params();
		wp_print_inline_script_tag(
			'var woo_islands_params = ' . wp_json_encode( $params ) . ';',
			array( 'id' => 'woo-islands-params' )
		);
	}
}
