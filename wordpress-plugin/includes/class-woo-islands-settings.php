<?php
/**
 * WooCommerce → Islands for WooCommerce: one switch per area, and jQuery kept on every page.
 *
 * @package WooIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen, through the Settings API (options.php checks the nonce and the capability),
 * for whoever manages the shop (manage_woocommerce: administrators and shop managers).
 */
class Woo_Islands_Settings {

	const PAGE       = 'islands-for-woocommerce';
	const GROUP      = 'woo_islands';
	const CAPABILITY = 'manage_woocommerce';

	/**
	 * Hooks the admin.
	 */
	public function register() {
		// After WooCommerce's own menu (priority 10 and 50-60), so its parent exists.
		add_action( 'admin_menu', array( $this, 'add_page' ), 70 );
		add_action( 'admin_init', array( $this, 'register_settings' ) );
		// options.php asks for manage_options unless the group says otherwise: a shop manager saves too.
		add_filter( 'option_page_capability_' . self::GROUP, array( __CLASS__, 'capability' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( WOO_ISLANDS_FILE ), array( $this, 'action_links' ) );
	}

	/**
	 * The capability that sees and saves the settings.
	 *
	 * @return string
	 */
	public static function capability() {
		return self::CAPABILITY;
	}

	/**
	 * Adds WooCommerce → Islands for WooCommerce.
	 */
	public function add_page() {
		add_submenu_page(
			'woocommerce',
			__( 'Islands for WooCommerce', 'islands-for-woocommerce' ),
			__( 'Islands for WooCommerce', 'islands-for-woocommerce' ),
			self::CAPABILITY,
			self::PAGE,
			array( $this, 'render_page' )
		);
	}

	/**
	 * Registers the options, their sections and fields.
	 */
	public function register_settings() {
		register_setting(
			self::GROUP,
			Woo_Islands_Areas::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( __CLASS__, 'sanitize' ),
				'default'           => array_fill_keys( Woo_Islands_Areas::keys(), true ),
				'show_in_rest'      => false,
			)
		);
		register_setting(
			self::GROUP,
			Woo_Islands_Jquery::OPTION,
			array(
				'type'              => 'boolean',
				'sanitize_callback' => array( __CLASS__, 'sanitize_flag' ),
				'default'           => false,
				'show_in_rest'      => false,
			)
		);
		add_settings_section(
			'woo_islands_areas',
			__( 'Areas', 'islands-for-woocommerce' ),
			array( $this, 'render_section' ),
			self::PAGE
		);
		foreach ( Woo_Islands_Areas::labels() as $area => $label ) {
			add_settings_field(
				'woo_islands_area_' . $area,
				$label,
				array( $this, 'render_field' ),
				self::PAGE,
				'woo_islands_areas',
				array(
					'area'      => $area,
					'label_for' => 'woo-islands-area-' . $area,
				)
			);
		}
		add_settings_section(
			'woo_islands_jquery',
			__( 'jQuery', 'islands-for-woocommerce' ),
			array( $this, 'render_jquery_section' ),
			self::PAGE
		);
		add_settings_field(
			'woo_islands_keep_jquery',
			__( 'Keep jQuery on every page', 'islands-for-woocommerce' ),
			array( $this, 'render_jquery_field' ),
			self::PAGE,
			'woo_islands_jquery',
			array( 'label_for' => 'woo-islands-keep-jquery' )
		);
	}

	/**
	 * Every known area as a boolean; an unticked box is not posted, so a missing key is off, and
	 * anything else posted is dropped.
	 *
	 * @param mixed $input The posted value.
	 * @return array<string, bool>
	 */
	public static function sanitize( $input ) {
		$input = is_array( $input ) ? $input : array();
		$areas = array();
		foreach ( Woo_Islands_Areas::keys() as $area ) {
			$areas[ $area ] = ! empty( $input[ $area ] );
		}
		return $areas;
	}

	/**
	 * A checkbox's value: '1' when ticked, '' otherwise (an unticked box is not posted).
	 *
	 * @param mixed $input The posted value.
	 * @return string
	 */
	public static function sanitize_flag( $input ) {
		return is_scalar( $input ) && '1' === (string) $input ? '1' : '';
	}

	/**
	 * The areas section's explanation.
	 */
	public function render_section() {
		echo '<p>' . esc_html__( 'Ticked areas are handled by the Islands for WooCommerce script and their classic scripts are no longer loaded. Untick an area to keep its classic scripts, with everything they need; Islands for WooCommerce then leaves that area to them.', 'islands-for-woocommerce' ) . '</p>';
	}

	/**
	 * One area's checkbox.
	 *
	 * @param array $args The field's arguments (area, label_for).
	 */
	public function render_field( $args ) {
		$area   = (string) $args['area'];
		$stored = Woo_Islands_Areas::stored();
		printf(
			'<input type="checkbox" id="%1$s" name="%2$s" value="1" %3$s />',
			esc_attr( $args['label_for'] ),
			esc_attr( Woo_Islands_Areas::OPTION . '[' . $area . ']' ),
			checked( ! empty( $stored[ $area ] ), true, false )
		);
		if ( has_filter( 'woo_islands_area_enabled' ) && Woo_Islands_Areas::is_enabled( $area ) !== ! empty( $stored[ $area ] ) ) {
			echo ' <span class="description">' . esc_html__( 'A filter (woo_islands_area_enabled) overrides this setting.', 'islands-for-woocommerce' ) . '</span>';
		}
	}

	/**
	 * The jQuery section's explanation.
	 */
	public function render_jquery_section() {
		echo '<p>' . esc_html__( 'jQuery is no longer loaded on a page where nothing needs it: no script kept on the page declares it, no inline code is attached to it, and WooCommerce queued no code for it. If your theme or a plugin uses jQuery without declaring it, keep it on every page.', 'islands-for-woocommerce' ) . '</p>';
	}

	/**
	 * The "Keep jQuery on every page" checkbox.
	 *
	 * @param array $args The field's arguments (label_for).
	 */
	public function render_jquery_field( $args ) {
		printf(
			'<input type="checkbox" id="%1$s" name="%2$s" value="1" %3$s />',
			esc_attr( $args['label_for'] ),
			esc_attr( Woo_Islands_Jquery::OPTION ),
			checked( Woo_Islands_Jquery::kept_by_setting(), true, false )
		);
	}

	/**
	 * The page.
	 */
	public function render_page() {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
		// "Settings saved." (WordPress prints it by itself only under the Settings menu).
		settings_errors();
		echo '<form action="' . esc_url( admin_url( 'options.php' ) ) . '" method="post">';
		settings_fields( self::GROUP );
		do_settings_sections( self::PAGE );
		submit_button();
		echo '</form></div>';
	}

	/**
	 * A Settings link on the Plugins screen.
	 *
	 * @param string[] $links The plugin's action links.
	 * @return string[]
	 */
	public function action_links( $links ) {
		$url = admin_url( 'admin.php?page=' . self::PAGE );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'islands-for-woocommerce' ) . '</a>' );
		return $links;
	}
}
