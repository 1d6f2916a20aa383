<?php
// Runs WordPress calls for the real-shop tests in one process (booting WordPress costs ~0.3 s):
//   php wp.php <docroot> <url> <command> [<command> ...]
// each command being its words joined by U+001F: activate <plugin folder> | option <name> <JSON value> |
// coupon <code> <percent> [<expiry date, Y-m-d>] | stock <product slug> <quantity> [<attribute>=<term> ...]
// (a variation by its attributes) | expire-sessions (every cart session expired, and WooCommerce's clean-up run) |
// language <locale> (the site language, as Settings → General sets it) | elementor-page <slug> <JSON list of
// widgets> (a page built like /elementor-demo/ with a row of those widgets).
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
			if ( ! empty( $words[3] ) ) {
				$coupon->set_date_expires( $words[3] );
			}
			$coupon->save();
			echo "coupon {$words[1]}: {$words[2]} %\n";
			break;
		case 'elementor-files':
			// The reset restores the database, not the uploads: activating a plugin makes Elementor delete
			// its generated CSS files (and their post meta), so a restored database can name files an earlier
			// test's activation deleted. Elementor writes them again on the next page when their meta is gone.
			if ( class_exists( '\\Elementor\\Plugin' ) ) {
				$dir     = wp_upload_dir()['basedir'] . '/elementor/css/';
				$missing = 0;
				foreach ( get_posts( array( 'post_type' => 'any', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids', 'meta_key' => '_elementor_css' ) ) as $id ) {
					$meta = get_post_meta( $id, '_elementor_css', true );
					if ( is_array( $meta ) && 'file' === ( $meta['status'] ?? '' ) && ! file_exists( $dir . 'post-' . $id . '.css' ) ) {
						++$missing;
					}
				}
				if ( $missing ) {
					\Elementor\Plugin::$instance->files_manager->clear_cache();
				}
				echo "elementor files: {$missing} missing\n";
			}
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
		case 'stock':
			$post    = get_page_by_path( $words[1], OBJECT, 'product' );
			$product = $post ? wc_get_product( $post->ID ) : null;
			if ( $product && count( $words ) > 3 ) {
				$wanted = array();
				foreach ( array_slice( $words, 3 ) as $pair ) {
					list( $attribute, $term ) = explode( '=', $pair, 2 );
					$wanted[ 'attribute_' . $attribute ] = $term;
				}
				$id      = ( new WC_Product_Data_Store_CPT() )->find_matching_product_variation( $product, $wanted );
				$product = $id ? wc_get_product( $id ) : null;
			}
			if ( ! $product ) {
				fwrite( STDERR, "no product {$words[1]}\n" );
				exit( 1 );
			}
			$product->set_manage_stock( true );
			$product->set_stock_quantity( (int) $words[2] );
			$product->save();
			echo "stock of {$product->get_name()}: {$words[2]}\n";
			break;
		case 'expire-sessions':
			global $wpdb;
			$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}woocommerce_sessions SET session_expiry = %d", time() - 1 ) );
			( new WC_Session_Handler() )->cleanup_sessions();
			echo "sessions expired\n";
			break;
		case 'elementor-page':
			// elementor-page <slug> <JSON list of widgets [{"widgetType": ..., "settings": {...}}]>: a page built
			// with Elementor's document API like /elementor-demo/ (its element tree, then a row of these widgets).
			$demo = get_page_by_path( 'elementor-demo' );
			$data = $demo ? json_decode( (string) get_post_meta( $demo->ID, '_elementor_data', true ), true ) : null;
			if ( ! is_array( $data ) || ! class_exists( '\\Elementor\\Plugin' ) ) {
				fwrite( STDERR, "no Elementor demo page to build on (install with ELEMENTOR=1)\n" );
				exit( 1 );
			}
			$widgets = array();
			foreach ( (array) json_decode( $words[2], true ) as $i => $widget ) {
				$widgets[] = array(
					'id'         => substr( md5( "{$words[1]}/$i" ), 0, 7 ),
					'elType'     => 'widget',
					'widgetType' => $widget['widgetType'],
					'settings'   => isset( $widget['settings'] ) ? $widget['settings'] : array(),
					'elements'   => array(),
				);
			}
			$data[] = array(
				'id'       => substr( md5( "{$words[1]}/row" ), 0, 7 ),
				'elType'   => 'container',
				'settings' => array( 'content_width' => 'boxed' ),
				'elements' => $widgets,
				'isInner'  => false,
			);
			// Elementor saves a document only for a user who may edit it.
			wp_set_current_user( (int) get_users( array( 'role' => 'administrator', 'number' => 1, 'fields' => 'ID' ) )[0] );
			$page_id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => $words[1], 'post_title' => $words[1] ), true );
			if ( is_wp_error( $page_id ) ) {
				fwrite( STDERR, $page_id->get_error_message() . "\n" );
				exit( 1 );
			}
			$document = \Elementor\Plugin::$instance->documents->get( $page_id, false );
			$document->set_is_built_with_elementor( true );
			$document->save( array( 'elements' => $data, 'settings' => array( 'template' => 'elementor_header_footer' ) ) );
			\Elementor\Core\Files\CSS\Post::create( $page_id )->update();
			echo "elementor page /{$words[1]}/ ($page_id): the demo page's widgets and " . implode( ', ', wp_list_pluck( $widgets, 'widgetType' ) ) . "\n";
			break;
		default:
			fwrite( STDERR, "unknown command {$words[0]}\n" );
			exit( 2 );
	}
}
