<?php
/**
 * The settings page on the real shop's server, through HTTP as each kind of user reaches it: under
 * WooCommerce for whoever manages the shop (a shop manager saves too), WordPress's nonce and capability
 * checks in front of every save, and only known values stored.
 *
 * The plugin is activated and three users are made for this file; all is put back at the end.
 *
 * @package WooIslands
 */

require __DIR__ . '/lib.php';

boot_wordpress( '/', true );
require_once ABSPATH . 'wp-admin/includes/user.php';

const WI_PAGE_PATH = '/wp-admin/admin.php?page=islands-for-woocommerce';
const WI_PASSWORD  = 'islands-test-password';

$wi_was_active = is_plugin_active( WI_PLUGIN );
$wi_options    = array( 'woo_islands_areas' => stored_option( 'woo_islands_areas' ), 'woo_islands_keep_jquery' => stored_option( 'woo_islands_keep_jquery' ) );
$wi_users      = array();
register_shutdown_function(
	function () use ( &$wi_users, $wi_was_active, $wi_options ) {
		foreach ( $wi_users as $id ) {
			wp_delete_user( $id );
		}
		foreach ( $wi_options as $name => $value ) {
			null === $value ? delete_option( $name ) : update_option( $name, $value );
		}
		if ( ! $wi_was_active ) {
			deactivate_plugins( WI_PLUGIN );
		}
	}
);
if ( ! $wi_was_active ) {
	$wi_activated = activate_plugin( WI_PLUGIN );
	if ( is_wp_error( $wi_activated ) ) {
		fwrite( STDERR, $wi_activated->get_error_message() . "\n" );
		exit( 1 );
	}
}
delete_option( 'woo_islands_areas' );
delete_option( 'woo_islands_keep_jquery' );
foreach ( array( 'shop_manager', 'editor', 'customer' ) as $wi_role ) {
	$wi_users[ $wi_role ] = wp_insert_user(
		array(
			'user_login' => "wi-$wi_role",
			'user_pass'  => WI_PASSWORD,
			'user_email' => "wi-$wi_role@example.com",
			'role'       => $wi_role,
		)
	);
	if ( is_wp_error( $wi_users[ $wi_role ] ) ) {
		fwrite( STDERR, $wi_users[ $wi_role ]->get_error_message() . "\n" );
		exit( 1 );
	}
}

/**
 * A browser logged in with a role.
 *
 * @param string $role shop_manager, editor or customer.
 * @return WI_Browser
 */
function wi_logged_in( $role ) {
	$browser = new WI_Browser();
	$browser->log_in( "wi-$role", WI_PASSWORD );
	return $browser;
}

/**
 * The hidden fields settings_fields() printed in the page's form.
 *
 * @param string $html The page.
 * @return array<string, string>
 */
function wi_form_fields( $html ) {
	$fields = array();
	foreach ( array( 'option_page', 'action', '_wpnonce', '_wp_http_referer' ) as $name ) {
		expect_true( (bool) preg_match( '/<input type=["\']hidden["\'](?: id=["\'][^"\']*["\'])? name=["\']' . $name . '["\'] value=["\']([^"\']*)["\']/', $html, $m ), "the form's $name" );
		$fields[ $name ] = html_entity_decode( $m[1] );
	}
	return $fields;
}

test(
	'a shop manager finds the page under WooCommerce, saves it, and only known values are stored',
	function () {
		$manager = wi_logged_in( 'shop_manager' );
		$page    = $manager->request( 'GET', WI_PAGE_PATH );
		expect_same( 200, $page['status'], 'the page' );
		// In WooCommerce's menu, as its submenu.
		expect_true( (bool) preg_match( '#id="toplevel_page_woocommerce".*?href=[\'"]admin\.php\?page=islands-for-woocommerce[\'"]#s', $page['body'] ), 'the page in the WooCommerce menu' );
		foreach ( array( 'cart', 'product', 'swatches', 'wishlist', 'consent', 'attribution', 'theme' ) as $area ) {
			expect_true( false !== strpos( $page['body'], 'name="woo_islands_areas[' . $area . ']" value="1"  checked=\'checked\'' ), "the $area box, ticked" );
		}
		expect_true( false !== strpos( $page['body'], 'name="woo_islands_keep_jquery" value="1"' ), 'the Keep jQuery box' );
		$fields = wi_form_fields( $page['body'] );
		expect_same( 'woo_islands', $fields['option_page'], 'option_page' );

		$saved = $manager->request(
			'POST',
			'/wp-admin/options.php',
			$fields + array(
				// Cart unticked (not posted), one box posted with another value, a key of no area, a script.
				'woo_islands_areas'       => array(
					'product'     => '1',
					'swatches'    => 'on',
					'wishlist'    => '1',
					'consent'     => '1',
					'attribution' => '1',
					'theme'       => '1',
					'evil'        => '<script>alert(1)</script>',
				),
				'woo_islands_keep_jquery' => '1',
			)
		);
		expect_same( 302, $saved['status'], 'the save' );
		expect_true( false !== strpos( $saved['location'], 'settings-updated=true' ), 'back to the page, saved: ' . $saved['location'] );
		expect_same(
			array( 'cart' => false, 'product' => true, 'swatches' => true, 'wishlist' => true, 'consent' => true, 'attribution' => true, 'theme' => true ),
			stored_option( 'woo_islands_areas' ),
			'the areas stored'
		);
		expect_same( '1', stored_option( 'woo_islands_keep_jquery' ), 'Keep jQuery stored' );

		$after = $manager->request( 'GET', WI_PAGE_PATH . '&settings-updated=true' );
		expect_true( false !== strpos( $after['body'], "id='setting-error-settings_updated'" ), 'the page says the settings were saved' );
		expect_true( false === strpos( $after['body'], 'name="woo_islands_areas[cart]" value="1"  checked' ), 'the cart box shown unticked' );

		// Anything but the box's own value is no; an areas value that is no list is every area off.
		$manager->request( 'POST', '/wp-admin/options.php', wi_form_fields( $after['body'] ) + array( 'woo_islands_areas' => 'all', 'woo_islands_keep_jquery' => 'javascript:alert(1)' ) );
		expect_same( array_fill_keys( array( 'cart', 'product', 'swatches', 'wishlist', 'consent', 'attribution', 'theme' ), false ), stored_option( 'woo_islands_areas' ), 'areas stored from a string' );
		expect_same( '', stored_option( 'woo_islands_keep_jquery' ), 'Keep jQuery stored from another value' );
	}
);

test(
	"a save without the form's nonce, or with a wrong one, is refused and changes nothing",
	function () {
		update_option( 'woo_islands_areas', array( 'cart' => true ) );
		$manager = wi_logged_in( 'shop_manager' );
		$fields  = wi_form_fields( $manager->request( 'GET', WI_PAGE_PATH )['body'] );
		foreach ( array( 'without' => '', 'wrong' => 'a0b1c2d3e4' ) as $case => $nonce ) {
			$posted = array_merge( $fields, array( '_wpnonce' => $nonce, 'woo_islands_areas' => array() ) );
			if ( '' === $nonce ) {
				unset( $posted['_wpnonce'] );
			}
			$answer = $manager->request( 'POST', '/wp-admin/options.php', $posted );
			expect_same( 403, $answer['status'], "a save $case a nonce" );
			expect_same( array( 'cart' => true ), stored_option( 'woo_islands_areas' ), "the areas after a save $case a nonce" );
		}
	}
);

test(
	'an editor and a customer can neither open the page nor save it',
	function () {
		update_option( 'woo_islands_areas', array( 'cart' => true ) );
		$editor = wi_logged_in( 'editor' );
		expect_same( 403, $editor->request( 'GET', WI_PAGE_PATH )['status'], "the editor's page" );
		$refused = $editor->request( 'POST', '/wp-admin/options.php', array( 'option_page' => 'woo_islands', 'action' => 'update', 'woo_islands_areas' => array() ) );
		expect_same( 403, $refused['status'], "the editor's save" );

		// WooCommerce sends a customer from the admin to the account page.
		$customer = wi_logged_in( 'customer' );
		$page     = $customer->request( 'GET', WI_PAGE_PATH );
		expect_true( 200 !== $page['status'] && false === strpos( $page['body'], 'woo_islands_areas' ), "the customer's page: " . $page['status'] );
		$customer->request( 'POST', '/wp-admin/options.php', array( 'option_page' => 'woo_islands', 'action' => 'update', 'woo_islands_areas' => array() ) );
		expect_same( array( 'cart' => true ), stored_option( 'woo_islands_areas' ), 'the areas after their saves' );
	}
);

run_tests();
